import Foundation

/// `PHAssetResource`: a file behind an asset (the photo, its paired video,
/// an adjustment). No asset of the library has any here: `assetResources(for:)`
/// is empty.
open class PHAssetResource: NSObject {
    /// `type`.
    open private(set) var type = PHAssetResourceType.photo
    /// `assetLocalIdentifier`.
    open private(set) var assetLocalIdentifier = ""
    /// `uniformTypeIdentifier`.
    open private(set) var uniformTypeIdentifier = ""
    /// `originalFilename`.
    open private(set) var originalFilename = ""

    /// `assetResources(for:)`: none; there are no files behind an asset here.
    open class func assetResources(for asset: PHAsset) -> [PHAssetResource] { [] }
}

/// `PHAssetResourceType`, with Photos' raw values.
public enum PHAssetResourceType: Int, Sendable {
    case photo = 1
    case video = 2
    case audio = 3
    case alternatePhoto = 4
    case fullSizePhoto = 5
    case fullSizeVideo = 6
    case adjustmentData = 7
    case adjustmentBasePhoto = 8
    case pairedVideo = 9
    case fullSizePairedVideo = 10
    case adjustmentBasePairedVideo = 11
    case adjustmentBaseVideo = 12
    case photoProxy = 19
}
