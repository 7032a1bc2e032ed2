import Foundation

/// `PHCollection`: what albums (`PHAssetCollection`) and folders
/// (`PHCollectionList`) share. The library is empty and closed
/// (`PHPhotoLibrary`), so no collection exists: every fetch is empty.
open class PHCollection: PHObject {
    /// `localizedTitle`: the collection's name.
    open private(set) var localizedTitle: String?

    /// `canContainAssets`: `true` for an album, `false` for a folder.
    open var canContainAssets: Bool { false }

    /// `canContainCollections`: `true` for a folder, `false` for an album.
    open var canContainCollections: Bool { false }

    package init(localIdentifier: String, localizedTitle: String?) {
        self.localizedTitle = localizedTitle
        super.init(localIdentifier: localIdentifier)
    }

    /// `canPerform(_:)`: `false`; the user never lets the app change the
    /// library.
    open func canPerform(_ anOperation: PHCollectionEditOperation) -> Bool { false }

    /// `fetchCollections(in:options:)`: none.
    open class func fetchCollections(in collectionList: PHCollectionList,
                                     options: PHFetchOptions?) -> PHFetchResult<PHCollection> {
        PHFetchResult(objects: [])
    }

    /// `fetchTopLevelUserCollections(with:)`: none.
    open class func fetchTopLevelUserCollections(with options: PHFetchOptions?) -> PHFetchResult<PHCollection> {
        PHFetchResult(objects: [])
    }
}

/// `PHCollectionEditOperation`, with Photos' raw values.
public enum PHCollectionEditOperation: Int, Sendable {
    case deleteContent = 1
    case removeContent = 2
    case addContent = 3
    case createContent = 4
    case rearrangeContent = 5
    case delete = 6
    case rename = 7
}
