import Foundation

/// `UINib`: a nib's name and bundle, kept. There are no nibs on Linux:
/// `instantiate(withOwner:options:)` returns no objects. A collection view
/// that registers a nib gets the plain class for it (`UICollectionViewCell`
/// or `UICollectionReusableView`), so that dequeuing works; its outlets are
/// never connected.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// The nib's name, as given.
    public let name: String?
    /// The bundle, as given.
    public let bundle: Bundle?

    /// `init(nibName:bundle:)`.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        bundle = bundleOrNil
        super.init()
    }

    /// `init(data:bundle:)`.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = nil
        bundle = bundleOrNil
        super.init()
    }

    /// `instantiate(withOwner:options:)`: no objects (nibs are not loaded).
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        []
    }

    /// `UINib.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }
}

