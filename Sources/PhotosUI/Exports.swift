// `import PhotosUI` on Linux (this module is declared on Linux only): the
// system photo picker, kept and never shown. On iOS the framework brings
// UIKit and Photos with it; here it brings ScrollSimUIKit and the Linux
// `Photos`.
@_exported import Photos
@_exported import ScrollSimUIKit
