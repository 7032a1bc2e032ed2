import Foundation

extension UIApplication {
    /// `UIApplication.OpenExternalURLOptionsKey`: the options of
    /// `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only if an app claims it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// `open(_:options:completionHandler:)`: inert — there is no other app
    /// and no browser, so no URL opens; the completion handler is called
    /// at once with `false`, UIKit's answer when nothing opened the URL.
    public func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        completion?(false)
    }

    /// `open(_:options:)`: the `async` form; `false`, as nothing opens.
    public func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        false
    }

    /// `canOpenURL(_:)`: `false` — no app is installed to open any URL.
    public func canOpenURL(_ url: URL) -> Bool {
        false
    }

    /// `UIApplication.openSettingsURLString`: the URL string that opens the
    /// app's page in Settings on iOS (nothing opens it here).
    public static let openSettingsURLString = "app-settings:"
}
