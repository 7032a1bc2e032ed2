import Foundation

/// `PHCollectionList`: a folder of albums (or a moment list). The library is
/// empty, so every fetch is empty and no folder is ever made here.
open class PHCollectionList: PHCollection {
    /// `collectionListType`.
    open private(set) var collectionListType = PHCollectionListType.folder
    /// `collectionListSubtype`.
    open private(set) var collectionListSubtype = PHCollectionListSubtype.regularFolder
    /// `startDate`, `endDate`.
    open private(set) var startDate: Date?
    open private(set) var endDate: Date?
    /// `localizedLocationNames`.
    open private(set) var localizedLocationNames: [String] = []

    open override var canContainCollections: Bool { true }

    /// `fetchCollectionLists(with:subtype:options:)`: none.
    open class func fetchCollectionLists(with collectionListType: PHCollectionListType,
                                         subtype: PHCollectionListSubtype,
                                         options: PHFetchOptions?) -> PHFetchResult<PHCollectionList> {
        PHFetchResult(objects: [])
    }

    /// `fetchCollectionLists(withLocalIdentifiers:options:)`: none.
    open class func fetchCollectionLists(withLocalIdentifiers identifiers: [String],
                                         options: PHFetchOptions?) -> PHFetchResult<PHCollectionList> {
        PHFetchResult(objects: [])
    }

    /// `fetchCollectionListsContaining(_:options:)`: none.
    open class func fetchCollectionListsContaining(_ collection: PHCollection,
                                                   options: PHFetchOptions?) -> PHFetchResult<PHCollectionList> {
        PHFetchResult(objects: [])
    }
}

/// `PHCollectionListType`, with Photos' raw values.
public enum PHCollectionListType: Int, Sendable {
    case momentList = 1
    case folder = 2
    case smartFolder = 3
}

/// `PHCollectionListSubtype`, with Photos' raw values.
public enum PHCollectionListSubtype: Int, Sendable {
    case momentListCluster = 1
    case momentListYear = 2
    case regularFolder = 100
    case smartFolderEvents = 200
    case smartFolderFaces = 201
    /// For fetching any subtype.
    case any = 9_223_372_036_854_775_807 // NSIntegerMax
}
