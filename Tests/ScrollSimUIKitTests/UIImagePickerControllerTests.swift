import Foundation
import ScrollSimUIKit
import Testing

/// A picker delegate that counts every call it gets.
@MainActor
final class CountingPickerDelegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var picked = 0
    var cancelled = 0
    var shown = 0
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picked += 1
    }
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { cancelled += 1 }
    func navigationController(_ navigationController: UINavigationController,
                              willShow viewController: UIViewController, animated: Bool) {
        shown += 1
    }
}

/// A delegate that implements nothing, to read the protocols' defaults.
@MainActor
final class SilentPickerDelegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {}

@MainActor
@Suite("ScrollSimUIKit: UIImagePickerController")
struct UIImagePickerControllerTests {
    @Test("no source type, camera device or media type is available: there is no camera or library",
          arguments: [UIImagePickerController.SourceType.photoLibrary, .camera, .savedPhotosAlbum])
    func nothingIsAvailable(source: UIImagePickerController.SourceType) {
        // UIKit answers false, and nil media types, for a source the device lacks; here every one is lacking.
        #expect(UIImagePickerController.isSourceTypeAvailable(source) == false)
        #expect(UIImagePickerController.availableMediaTypes(for: source) == nil)
        #expect(UIImagePickerController.isCameraDeviceAvailable(.rear) == false)
        #expect(UIImagePickerController.isCameraDeviceAvailable(.front) == false)
    }

    @Test("presented, it is kept as the presented controller and the delegate is never called")
    func presentedNeverPicks() {
        let presenter = UIViewController()
        let picker = UIImagePickerController()
        let delegate = CountingPickerDelegate()
        picker.delegate = delegate
        picker.sourceType = .camera
        picker.allowsEditing = true
        var completed = false
        presenter.present(picker, animated: true) { completed = true }
        #expect(completed)
        #expect(presenter.presentedViewController === picker)
        #expect(picker.presentingViewController === presenter)
        // A picker is a navigation controller: pushing onto it keeps the stack, and still tells no delegate.
        picker.pushViewController(UIViewController(), animated: true)
        #expect(picker.viewControllers.count == 1)
        picker.dismiss(animated: true)
        #expect(presenter.presentedViewController == nil)
        #expect(delegate.picked == 0 && delegate.cancelled == 0 && delegate.shown == 0)
    }

    @Test("the defaults are UIKit's: the photo library, images only, no editing, the rear camera, photos, medium quality, ten minutes")
    func defaults() {
        let picker = UIImagePickerController()
        #expect(picker.sourceType == .photoLibrary)
        #expect(picker.mediaTypes == ["public.image"]) // kUTTypeImage
        #expect(picker.allowsEditing == false)
        #expect(picker.cameraDevice == .rear)
        #expect(picker.cameraCaptureMode == .photo)
        #expect(picker.videoQuality == .typeMedium)
        #expect(picker.videoMaximumDuration == 600) // ten minutes
        #expect(picker.imageExportPreset == .compatible)
        // UIKit's raw values (UIImagePickerController.h): high 0 … iFrame960x540 5.
        #expect(UIImagePickerController.QualityType.typeIFrame960x540.rawValue == 5)
        #expect(picker.delegate == nil)
    }

    @Test("InfoKey's raw values are UIKit's constant names, so a dictionary keyed by them matches")
    func infoKeys() {
        // UIKit's header declares each key as an NSString constant whose value is its own name.
        let keys: [UIImagePickerController.InfoKey: String] = [
            .mediaType: "UIImagePickerControllerMediaType", .originalImage: "UIImagePickerControllerOriginalImage",
            .editedImage: "UIImagePickerControllerEditedImage", .cropRect: "UIImagePickerControllerCropRect",
            .mediaURL: "UIImagePickerControllerMediaURL", .referenceURL: "UIImagePickerControllerReferenceURL",
            .mediaMetadata: "UIImagePickerControllerMediaMetadata", .livePhoto: "UIImagePickerControllerLivePhoto",
            .phAsset: "UIImagePickerControllerPHAsset", .imageURL: "UIImagePickerControllerImageURL",
        ]
        for (key, name) in keys { #expect(key.rawValue == name) }
        #expect(Set(keys.keys).count == 10)
        #expect(UIImagePickerController.InfoKey(rawValue: "UIImagePickerControllerEditedImage") == .editedImage)
    }

    @Test("the navigation delegate's defaults answer with the controller's own orientations and no animators")
    func navigationDelegateDefaults() {
        let delegate = SilentPickerDelegate()
        let picker = UIImagePickerController()
        // UIViewController's defaults: .allButUpsideDown and .portrait.
        #expect(delegate.navigationControllerSupportedInterfaceOrientations(picker) == picker.supportedInterfaceOrientations)
        #expect(delegate.navigationControllerSupportedInterfaceOrientations(picker) == .allButUpsideDown)
        #expect(delegate.navigationControllerPreferredInterfaceOrientationForPresentation(picker) == .portrait)
        #expect(delegate.navigationController(picker, animationControllerFor: .push,
                                              from: UIViewController(), to: UIViewController()) == nil)
        #expect(UINavigationController.Operation.pop.rawValue == 2)
    }
}
