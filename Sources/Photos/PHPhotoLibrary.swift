import Foundation

/// `PHPhotoLibrary`: an empty photo library whose user never lets the app
/// in. `authorizationStatus()` is `.notDetermined` until the app asks; a
/// request is answered at once, on the caller's thread, with `.denied`, and
/// the status is `.denied` from then on for the whole process (iOS keeps
/// the answer per app). Change observers are kept and never called (the
/// library never changes); `performChanges` fails with Photos' "access
/// denied" error (`PHPhotosErrorDomain`, code 3311).
open class PHPhotoLibrary: NSObject {
    /// Whether the process has asked (and been denied).
    private nonisolated(unsafe) static var asked = false
    private static let askedLock = NSLock()
    private static let sharedLibrary = PHPhotoLibrary()

    /// The observers registered, weakly, as Photos keeps them.
    private var observers: [WeakObserver] = []

    private struct WeakObserver {
        weak var observer: PHPhotoLibraryChangeObserver?
    }

    package override init() {
        super.init()
    }

    /// `shared()`: the one library.
    open class func shared() -> PHPhotoLibrary { sharedLibrary }

    /// `authorizationStatus()`: `.notDetermined`, or `.denied` once asked.
    open class func authorizationStatus() -> PHAuthorizationStatus {
        askedLock.lock()
        defer { askedLock.unlock() }
        return asked ? .denied : .notDetermined
    }

    /// `authorizationStatus(for:)`: as `authorizationStatus()`, for either level.
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
        authorizationStatus()
    }

    /// `requestAuthorization(_:)`: denied (see the type's comment).
    open class func requestAuthorization(_ handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        askedLock.lock()
        asked = true
        askedLock.unlock()
        handler(.denied)
    }

    /// `requestAuthorization(for:handler:)`: denied, for either level.
    open class func requestAuthorization(for accessLevel: PHAccessLevel,
                                         handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        requestAuthorization(handler)
    }

    /// `register(_:)`: kept, weakly; never called.
    open func register(_ observer: PHPhotoLibraryChangeObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakObserver(observer: observer))
    }

    /// `unregisterChangeObserver(_:)`.
    open func unregisterChangeObserver(_ observer: PHPhotoLibraryChangeObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// The observers registered and still alive.
    package var registeredObservers: [PHPhotoLibraryChangeObserver] { observers.compactMap(\.observer) }

    /// `performChanges(_:completionHandler:)`: the changes are not run (the
    /// app has no access); the handler gets `(false, error)` at once.
    open func performChanges(_ changeBlock: @escaping () -> Void,
                             completionHandler: ((Bool, Error?) -> Void)? = nil) {
        completionHandler?(false, NSError(domain: PHPhotosErrorDomain, code: 3311, userInfo: [
            NSLocalizedDescriptionKey: "The user has not authorized access to the photo library."
        ]))
    }
}

/// `PHPhotoLibraryChangeObserver`: told of library changes; never called
/// here (the library never changes).
public protocol PHPhotoLibraryChangeObserver: AnyObject {
    func photoLibraryDidChange(_ changeInstance: PHChange)
}

/// `PHChange`: a library change; never made here.
open class PHChange: NSObject {
    package override init() {
        super.init()
    }
}

/// `PHPhotosErrorDomain`: the domain of Photos' errors.
public let PHPhotosErrorDomain = "PHPhotosErrorDomain"
