import Foundation

/// `PHAssetCollection`: an album, smart album or moment. The library is
/// empty, so every fetch is empty and no album is ever made here; the
/// properties exist so that the code reading them compiles.
open class PHAssetCollection: PHCollection {
    /// `assetCollectionType`.
    open private(set) var assetCollectionType = PHAssetCollectionType.album
    /// `assetCollectionSubtype`.
    open private(set) var assetCollectionSubtype = PHAssetCollectionSubtype.albumRegular
    /// `estimatedAssetCount`: `NSNotFound`, Photos' "not known".
    open private(set) var estimatedAssetCount = NSNotFound
    /// `startDate`, `endDate`.
    open private(set) var startDate: Date?
    open private(set) var endDate: Date?
    /// `approximateLocation`.
    open private(set) var approximateLocation: CLLocation?
    /// `localizedLocationNames`.
    open private(set) var localizedLocationNames: [String] = []

    open override var canContainAssets: Bool { true }

    /// `fetchAssetCollections(with:subtype:options:)`: none, of any type.
    open class func fetchAssetCollections(with type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype,
                                          options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> {
        PHFetchResult(objects: [])
    }

    /// `fetchAssetCollections(withLocalIdentifiers:options:)`: none (no
    /// identifier names an album here).
    open class func fetchAssetCollections(withLocalIdentifiers identifiers: [String],
                                          options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> {
        PHFetchResult(objects: [])
    }

    /// `fetchAssetCollectionsContaining(_:with:options:)`: none.
    open class func fetchAssetCollectionsContaining(_ asset: PHAsset, with type: PHAssetCollectionType,
                                                    options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> {
        PHFetchResult(objects: [])
    }
}

/// `PHAssetCollectionType`, with Photos' raw values.
public enum PHAssetCollectionType: Int, Sendable {
    case album = 1
    case smartAlbum = 2
    case moment = 3
}

/// `PHAssetCollectionSubtype`, with Photos' raw values.
public enum PHAssetCollectionSubtype: Int, Sendable {
    case albumRegular = 2
    case albumSyncedEvent = 3
    case albumSyncedFaces = 4
    case albumSyncedAlbum = 5
    case albumImported = 6
    case albumMyPhotoStream = 100
    case albumCloudShared = 101
    case smartAlbumGeneric = 200
    case smartAlbumPanoramas = 201
    case smartAlbumVideos = 202
    case smartAlbumFavorites = 203
    case smartAlbumTimelapses = 204
    case smartAlbumAllHidden = 205
    case smartAlbumRecentlyAdded = 206
    case smartAlbumBursts = 207
    case smartAlbumSlomoVideos = 208
    case smartAlbumUserLibrary = 209
    case smartAlbumSelfPortraits = 210
    case smartAlbumScreenshots = 211
    case smartAlbumDepthEffect = 212
    case smartAlbumLivePhotos = 213
    case smartAlbumAnimated = 214
    case smartAlbumLongExposures = 215
    case smartAlbumUnableToUpload = 216
    case smartAlbumRAW = 217
    case smartAlbumCinematic = 218
    /// For fetching any subtype.
    case any = 9_223_372_036_854_775_807 // NSIntegerMax
}
