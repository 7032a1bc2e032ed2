@_exported import CoreLocation
import Foundation

/// `PHAsset`: a photo or video of the library. The library is empty (and
/// closed: `PHPhotoLibrary`), so every fetch returns an empty result and no
/// asset is ever made here; the properties exist so that the code reading
/// them compiles.
open class PHAsset: PHObject {
    open private(set) var mediaType: PHAssetMediaType = .unknown
    open private(set) var mediaSubtypes: PHAssetMediaSubtype = []
    open private(set) var pixelWidth = 0
    open private(set) var pixelHeight = 0
    open private(set) var creationDate: Date?
    open private(set) var modificationDate: Date?
    open private(set) var duration: TimeInterval = 0
    open private(set) var isFavorite = false
    open private(set) var isHidden = false
    /// `location`: where the photo was taken (Core Location's `CLLocation`).
    open private(set) var location: CLLocation?

    /// `fetchAssets(with:)`: none.
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult(objects: [])
    }

    /// `fetchAssets(with:options:)` of a media type: none.
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult(objects: [])
    }

    /// `fetchAssets(withLocalIdentifiers:options:)`: none (no identifier
    /// names an asset here).
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult(objects: [])
    }

    /// `fetchAssets(in:options:)`: none; no album holds an asset here.
    open class func fetchAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult(objects: [])
    }
}

/// `PHAssetMediaType`.
public enum PHAssetMediaType: Int, Sendable {
    case unknown = 0
    case image = 1
    case video = 2
    case audio = 3
}

/// `PHAssetMediaSubtype`: Photos' bits.
public struct PHAssetMediaSubtype: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let photoPanorama = PHAssetMediaSubtype(rawValue: 1 << 0)
    public static let photoHDR = PHAssetMediaSubtype(rawValue: 1 << 1)
    public static let photoScreenshot = PHAssetMediaSubtype(rawValue: 1 << 2)
    public static let photoLive = PHAssetMediaSubtype(rawValue: 1 << 3)
    public static let photoDepthEffect = PHAssetMediaSubtype(rawValue: 1 << 4)
    public static let videoStreamed = PHAssetMediaSubtype(rawValue: 1 << 16)
    public static let videoHighFrameRate = PHAssetMediaSubtype(rawValue: 1 << 17)
    public static let videoTimelapse = PHAssetMediaSubtype(rawValue: 1 << 18)
    public static let videoCinematic = PHAssetMediaSubtype(rawValue: 1 << 21)
}
