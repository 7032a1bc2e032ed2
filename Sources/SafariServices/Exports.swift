// `import SafariServices` on Linux (this module is declared on Linux only):
// `SFSafariViewController` kept, never showing a page. On iOS the framework
// brings UIKit with it; here it brings ScrollSimUIKit.
@_exported import Foundation
@_exported import ScrollSimUIKit
