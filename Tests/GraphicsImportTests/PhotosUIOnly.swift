// Only `import PhotosUI`, as a file written for iOS imports it: PhotosUI
// brings UIKit and Photos with it.
import PhotosUI

/// A screen that offers the system photo picker and counts its answers.
final class PickingViewController: UIViewController, PHPickerViewControllerDelegate {
    private(set) var answers = 0

    func pickImages(limit: Int) -> PHPickerViewController {
        var configuration = PHPickerConfiguration()
        configuration.filter = .any(of: [.images, .livePhotos])
        configuration.selectionLimit = limit
        let picker = PHPickerViewController(configuration: configuration)
        // A value: changing it afterwards does not reach the picker.
        configuration.selectionLimit = limit + 1
        picker.delegate = self
        present(picker, animated: true)
        return picker
    }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        answers += 1
    }
}
