import Foundation

/// `kCIInputImageKey` and the other common parameter keys (Core Image's strings).
public let kCIInputImageKey = "inputImage"
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIInputScaleKey = "inputScale"
public let kCIInputCenterKey = "inputCenter"
public let kCIInputAngleKey = "inputAngle"
public let kCIInputColorKey = "inputColor"
public let kCIInputBrightnessKey = "inputBrightness"
public let kCIInputContrastKey = "inputContrast"
public let kCIInputSaturationKey = "inputSaturation"
public let kCIInputEVKey = "inputEV"
public let kCIInputTransformKey = "inputTransform"
public let kCIInputExtentKey = "inputExtent"
public let kCIOutputImageKey = "outputImage"

/// `CIFilter`: a named image filter with its parameters, kept. No filter
/// is ever applied: `outputImage` is an image of the input image's extent
/// (`kCIInputImageKey`), and nil without one. Any name makes a filter
/// (Core Image returns nil for a name it does not know; there is no table
/// of its filters here).
open class CIFilter: NSObject, @unchecked Sendable {
    /// `name`: the name given.
    open var name: String
    private var parameters: [String: Any]

    /// `init?(name:)`: a filter of that name, without parameters.
    public init?(name: String) {
        self.name = name
        parameters = [:]
        super.init()
    }

    /// `init?(name:parameters:)`: with the parameters given.
    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        parameters = params ?? [:]
    }

    /// `setValue(_:forKey:)`: kept; nil removes the key.
    open func setValue(_ value: Any?, forKey key: String) {
        parameters[key] = value
    }

    /// `value(forKey:)`: the value kept, or nil.
    open func value(forKey key: String) -> Any? {
        key == kCIOutputImageKey ? outputImage : parameters[key]
    }

    /// `setDefaults()`: the parameters set so far are kept (no defaults are known).
    open func setDefaults() {}

    /// `inputKeys`: the keys set, sorted.
    open var inputKeys: [String] { parameters.keys.sorted() }
    /// `outputKeys`: `["outputImage"]`.
    open var outputKeys: [String] { [kCIOutputImageKey] }

    /// `outputImage`: the input image's extent, unfiltered; nil without one.
    open var outputImage: CIImage? {
        (parameters[kCIInputImageKey] as? CIImage).map { CIImage(extent: $0.extent) }
    }
}
