import Foundation
import Photos
import Testing

/// The Linux `Photos`' albums, folders and resources: fetches over the
/// empty library (docs/uikit.md, "SDK frameworks beside UIKit").
@Suite struct PhotoCollectionTests {
    @Test("every album fetch is empty, whatever the type and subtype",
          arguments: [(PHAssetCollectionType.album, PHAssetCollectionSubtype.albumRegular),
                      (.smartAlbum, .smartAlbumUserLibrary), (.smartAlbum, .any), (.moment, .any)])
    func albumFetchesAreEmpty(type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype) {
        let albums = PHAssetCollection.fetchAssetCollections(with: type, subtype: subtype, options: nil)
        #expect(albums.count == 0 && albums.firstObject == nil)
        var visited = 0
        albums.enumerateObjects { _, _, _ in visited += 1 }
        #expect(visited == 0)
        #expect(PHAssetCollection.fetchAssetCollections(withLocalIdentifiers: ["album"], options: nil).count == 0)
    }

    @Test("folders and top-level collections are empty too")
    func folderFetchesAreEmpty() {
        #expect(PHCollectionList.fetchCollectionLists(with: .folder, subtype: .any, options: PHFetchOptions()).count == 0)
        #expect(PHCollectionList.fetchCollectionLists(withLocalIdentifiers: ["folder"], options: nil).count == 0)
        #expect(PHCollection.fetchTopLevelUserCollections(with: nil).count == 0)
    }

    @Test("an asset a test makes is in no album, has no resources and no album holds it")
    func assetsAndAlbums() {
        let asset = PHAsset(localIdentifier: "a")
        #expect(PHAssetResource.assetResources(for: asset).isEmpty)
        #expect(PHAssetCollection.fetchAssetCollectionsContaining(asset, with: .album, options: nil).count == 0)
        let album = PHAssetCollection(localIdentifier: "album", localizedTitle: "Trips")
        // An album holds assets, not collections; a folder the reverse; neither may be changed.
        #expect(album.canContainAssets && !album.canContainCollections && !album.canPerform(.addContent))
        #expect(PHAsset.fetchAssets(in: album, options: nil).count == 0)
        let folder = PHCollectionList(localIdentifier: "folder", localizedTitle: nil)
        #expect(folder.canContainCollections && !folder.canContainAssets)
        #expect(PHCollection.fetchCollections(in: folder, options: nil).count == 0)
        #expect(PHCollectionList.fetchCollectionListsContaining(album, options: nil).count == 0)
    }

    @Test("no fetch result has change details: the library never changes")
    func noChangeDetails() {
        let albums = PHAssetCollection.fetchAssetCollections(with: .album, subtype: .any, options: nil)
        #expect(PHChange().changeDetails(for: albums) == nil)
        #expect(PHChange().changeDetails(for: PHAsset.fetchAssets(with: nil)) == nil)
    }

    @Test("the raw values are Photos' (PhotosTypes.h): the ones apps store and compare")
    func rawValues() {
        // PHAssetCollectionType: album 1, smartAlbum 2, moment 3.
        #expect([PHAssetCollectionType.album, .smartAlbum, .moment].map(\.rawValue) == [1, 2, 3])
        // Subtypes: albums from 2, shared from 100, smart albums from 200; the user library is 209; any is NSIntegerMax.
        #expect(PHAssetCollectionSubtype.albumRegular.rawValue == 2)
        #expect(PHAssetCollectionSubtype.albumCloudShared.rawValue == 101)
        #expect(PHAssetCollectionSubtype.smartAlbumUserLibrary.rawValue == 209)
        #expect(PHAssetCollectionSubtype.any.rawValue == Int.max)
        #expect(PHCollectionListSubtype.regularFolder.rawValue == 100 && PHCollectionListSubtype.any.rawValue == Int.max)
        #expect(PHAssetResourceType.pairedVideo.rawValue == 9 && PHAssetResourceType.photoProxy.rawValue == 19)
        #expect(PHCollectionEditOperation.rename.rawValue == 7)
    }
}
