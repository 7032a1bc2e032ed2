// Only `import Photos`, as a photo picker's library file imports it.
import Photos

/// A picker's library: asks for access when it has none, then fetches the
/// camera roll's first twenty images.
final class PhotoLibraryLoader: PHPhotoLibraryChangeObserver {
    private(set) var changes = 0

    /// The images found, or nil when access is refused; and whether the
    /// request's answer came.
    func loadImages() -> (count: Int?, answered: Bool) {
        guard PHPhotoLibrary.authorizationStatus() == .authorized else {
            let answer = StatusBox()
            PHPhotoLibrary.requestAuthorization { status in answer.record(status) }
            return (answer.status == .authorized ? 0 : nil, answer.status != nil)
        }
        let options = PHFetchOptions()
        options.fetchLimit = 20
        return (PHAsset.fetchAssets(with: .image, options: options).count, false)
    }

    func photoLibraryDidChange(_ changeInstance: PHChange) { changes += 1 }
}

/// The status an authorization request answered, from whatever thread.
final class StatusBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: PHAuthorizationStatus?

    var status: PHAuthorizationStatus? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func record(_ status: PHAuthorizationStatus) {
        lock.lock()
        value = status
        lock.unlock()
    }
}

/// A picker's video cell: `import Photos` brings AVFoundation's player, as
/// on iOS.
enum PhotosVideoCell {
    static func player(for url: URL) -> AVPlayer { AVPlayer(url: url) }
}

/// A camera's save step names `CLLocation` with only `import Photos`, as
/// on iOS, where Photos brings Core Location.
enum PhotosLocation {
    static func distance(of asset: PHAsset, from location: CLLocation) -> CLLocationDistance? {
        asset.location.map { $0.distance(from: location) }
    }
}
