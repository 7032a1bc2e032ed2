import Foundation

/// `UIImagePickerController`: a picker's source, media types and editing
/// flag, kept. There is no camera and no photo library to show, so every
/// source type is unavailable (`isSourceTypeAvailable(_:)` is `false`, as
/// UIKit answers for a source the device lacks); presented with
/// `present(_:animated:completion:)` it is kept as the presented controller
/// and never shown, and its delegate is never called (nothing is picked or
/// cancelled).
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// `UIImagePickerController.SourceType`, with UIKit's raw values.
    public enum SourceType: Int, Sendable {
        /// The device's photo library.
        case photoLibrary = 0
        /// The built-in camera.
        case camera = 1
        /// The Camera Roll album.
        case savedPhotosAlbum = 2
    }

    /// `UIImagePickerController.CameraDevice`, with UIKit's raw values.
    public enum CameraDevice: Int, Sendable {
        /// The camera on the back of the device.
        case rear = 0
        /// The camera on the front of the device.
        case front = 1
    }

    /// `UIImagePickerController.CameraCaptureMode`, with UIKit's raw values.
    public enum CameraCaptureMode: Int, Sendable {
        /// Still photographs.
        case photo = 0
        /// Movies.
        case video = 1
    }

    /// `UIImagePickerController.QualityType`: the quality of a recorded
    /// movie, with UIKit's raw values.
    public enum QualityType: Int, Sendable {
        case typeHigh = 0
        case typeMedium = 1
        case typeLow = 2
        case type640x480 = 3
        case typeIFrame1280x720 = 4
        case typeIFrame960x540 = 5
    }

    /// `UIImagePickerController.ImageURLExportPreset`: how a picked image's
    /// file is exported, with UIKit's raw values.
    public enum ImageURLExportPreset: Int, Sendable {
        /// Converted to the most compatible format (JPEG).
        case compatible = 0
        /// Kept in its current format.
        case current = 1
    }

    /// `UIImagePickerController.InfoKey`: the keys of the dictionary the
    /// delegate is given when media is picked, with UIKit's raw values.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String

        /// `init(rawValue:)`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The media type the user picked (a type identifier).
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The original, uncropped image.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image as the user edited it.
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The cropping rectangle applied to the original image.
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The file URL of a picked movie.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The asset-library URL of the picked media (deprecated in iOS 11).
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        /// The metadata of a newly captured photograph.
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        /// The Live Photo representation of the picked image.
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        /// The picked image's Photos asset (deprecated in iOS 14).
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        /// The file URL of the picked image.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// `isSourceTypeAvailable(_:)`: `false` for every source — there is no
    /// camera, no photo library and no album to pick from.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }

    /// `availableMediaTypes(for:)`: `nil`, UIKit's answer for a source type
    /// that is not available (none is).
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? { nil }

    /// `isCameraDeviceAvailable(_:)`: `false`; there is no camera.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// `delegate` (weak), as UIKit declares it on the picker: told when the
    /// user picks or cancels, which never happens here, so never called.
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

    /// `sourceType`: `.photoLibrary` by default, as UIKit's; kept. UIKit
    /// raises an exception for a source that is not available when the
    /// picker is presented; here it is never presented, so it is kept as set.
    open var sourceType = SourceType.photoLibrary

    /// `mediaTypes`: `["public.image"]` (`kUTTypeImage`) by default, as
    /// UIKit's; kept.
    open var mediaTypes: [String] = ["public.image"]

    /// `allowsEditing`: `false` by default, as UIKit's; kept.
    open var allowsEditing = false

    /// `cameraDevice`: `.rear` by default, as UIKit's; kept.
    open var cameraDevice = CameraDevice.rear

    /// `cameraCaptureMode`: `.photo` by default, as UIKit's; kept.
    open var cameraCaptureMode = CameraCaptureMode.photo

    /// `videoQuality`: `.typeMedium` by default, as UIKit's; kept, nothing
    /// is recorded.
    open var videoQuality = QualityType.typeMedium

    /// `videoMaximumDuration`: 600 seconds (ten minutes) by default, as
    /// UIKit's; kept.
    open var videoMaximumDuration: TimeInterval = 600

    /// `imageExportPreset`: `.compatible` by default, as UIKit's; kept.
    open var imageExportPreset = ImageURLExportPreset.compatible
}
