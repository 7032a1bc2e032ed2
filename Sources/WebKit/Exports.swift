// `import WebKit` on Linux (this module is declared on Linux only):
// `WKWebView` kept, never loading a page, and UIKit's deprecated
// `UIWebView`. On iOS the framework brings UIKit and Foundation (with
// `URLRequest`) with it; here it brings ScrollSimUIKit, Foundation and
// FoundationNetworking, where Linux keeps `URLRequest`.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import ScrollSimUIKit
