// `import AVKit` on Linux (this module is declared on Linux only):
// `AVPlayerViewController` kept, never playing. On iOS the framework brings
// UIKit and AVFoundation with it; here it brings ScrollSimUIKit and the
// Linux `AVFoundation`.
@_exported import AVFoundation
@_exported import ScrollSimUIKit
