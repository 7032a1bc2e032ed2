import Foundation
import Photos
import Testing

/// The Linux `Photos`: an empty library the user never opens to the app
/// (docs/uikit.md, "SDK frameworks beside UIKit").
@Suite struct PhotoLibraryTests {
    @Test("not determined until asked, then denied; the library is empty and refuses changes")
    func authorizationAndEmptyLibrary() {
        // The only test of this process that asks: before it, .notDetermined.
        #expect(PHPhotoLibrary.authorizationStatus() == .notDetermined)
        #expect(PHAsset.fetchAssets(with: nil).count == 0)
        let loader = PhotoLibraryLoader()
        // Asked: answered at once with .denied; from then on .denied at
        // either access level.
        let loaded = loader.loadImages()
        #expect(loaded.answered && loaded.count == nil)
        #expect(PHPhotoLibrary.authorizationStatus() == .denied)
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .denied)
        // Every fetch is empty: no first or last object, nothing enumerated.
        let all = PHAsset.fetchAssets(with: .video, options: PHFetchOptions())
        #expect(all.count == 0 && all.firstObject == nil && all.lastObject == nil)
        var visited = 0
        all.enumerateObjects { _, _, _ in visited += 1 }
        #expect(visited == 0)
        #expect(PHAsset.fetchAssets(withLocalIdentifiers: ["A"], options: nil).count == 0)
        // performChanges: not run, refused with PHPhotosErrorAccessUserDenied (3311).
        var ran = false
        var outcome: (Bool, Int?)?
        PHPhotoLibrary.shared().performChanges({ ran = true }) { success, error in
            outcome = (success, (error as NSError?)?.code)
        }
        #expect(!ran && outcome?.0 == false && outcome?.1 == 3311)
    }

    @Test("change observers are kept weakly, once each, and never called")
    func observers() {
        let library = PHPhotoLibrary()
        let loader = PhotoLibraryLoader()
        library.register(loader)
        library.register(loader)
        #expect(library.registeredObservers.count == 1)
        do {
            let passing = PhotoLibraryLoader()
            library.register(passing)
            #expect(library.registeredObservers.count == 2)
        }
        // The passing observer is gone once released: kept weakly.
        #expect(library.registeredObservers.count == 1)
        library.unregisterChangeObserver(loader)
        #expect(library.registeredObservers.isEmpty && loader.changes == 0)
    }

    @Test("a fetch result enumerates in order until stopped, and finds objects by identity")
    func fetchResult() {
        let assets = ["a", "b", "c"].map { PHAsset(localIdentifier: $0) }
        let result = PHFetchResult(objects: assets)
        var seen: [String] = []
        // Stop set at index 1: a and b are visited, c is not.
        result.enumerateObjects { asset, index, stop in
            seen.append(asset.localIdentifier)
            if index == 1 { stop.pointee = true }
        }
        #expect(seen == ["a", "b"])
        #expect(result.firstObject === assets[0] && result.lastObject === assets[2] && result[1] === assets[1])
        #expect(result.index(of: assets[2]) == 2 && result.contains(assets[1]))
        // Another asset with the same identifier is another object.
        #expect(result.index(of: PHAsset(localIdentifier: "a")) == NSNotFound)
        #expect(result.objects(at: IndexSet([0, 2])).map(\.localIdentifier) == ["a", "c"])
    }

    @Test("import Photos brings AVFoundation's player, as on iOS")
    func photosBringsThePlayer() {
        // A new player of a URL: its item's asset is an AVURLAsset of it.
        let url = URL(fileURLWithPath: "/clip.mov")
        #expect((PhotosVideoCell.player(for: url).currentItem?.asset as? AVURLAsset)?.url == url)
    }

    @Test("an image request is answered at once without an image, with the denial under PHImageErrorKey")
    @MainActor
    func imageRequest() {
        let manager = PHImageManager()
        let asset = PHAsset(localIdentifier: "a")
        var answers: [(hasImage: Bool, code: Int?)] = []
        for _ in 0..<2 {
            let id = manager.requestImage(for: asset, targetSize: PHImageManagerMaximumSize, contentMode: .aspectFill,
                                          options: PHImageRequestOptions()) { image, info in
                answers.append((image != nil, (info?[PHImageErrorKey] as? NSError)?.code))
            }
            // IDs count from 1 per manager; 0 is PHInvalidImageRequestID.
            #expect(id == Int32(answers.count) && id != PHInvalidImageRequestID)
        }
        #expect(answers.count == 2 && answers.allSatisfy { !$0.hasImage && $0.code == 3311 })
    }

    @Test("video requests are answered at once without a video; their IDs follow the image requests'")
    @MainActor
    func videoRequests() {
        let manager = PHImageManager()
        let asset = PHAsset(localIdentifier: "v")
        let options = PHVideoRequestOptions()
        options.deliveryMode = .highQualityFormat
        var codes: [Int?] = []
        let first = manager.requestAVAsset(forVideo: asset, options: options) { avAsset, mix, info in
            codes.append(avAsset == nil && mix == nil ? (info?[PHImageErrorKey] as? NSError)?.code : -1)
        }
        let second = manager.requestPlayerItem(forVideo: asset, options: nil) { item, info in
            codes.append(item == nil ? (info?[PHImageErrorKey] as? NSError)?.code : -1)
        }
        let third = manager.requestExportSession(forVideo: asset, options: nil, exportPreset: "AVAssetExportPresetPassthrough") { session, info in
            codes.append(session == nil ? (info?[PHImageErrorKey] as? NSError)?.code : -1)
        }
        // One manager numbers every request: 1, 2, 3; each answered before it returns, with 3311.
        #expect([first, second, third] == [1, 2, 3] && codes == [3311, 3311, 3311])
        #expect(PHVideoRequestOptions().deliveryMode == .automatic && options.version == .current)
    }
}
