// The keys of AVFoundation's output and recorder settings dictionaries
// (AVVideoSettings.h, AVAudioSettings.h), with AVFoundation's strings.

/// `AVVideoCodecJPEG` (deprecated in iOS 11 for `AVVideoCodecType.jpeg`): `"jpeg"`.
@available(iOS, deprecated: 11.0, message: "Use AVVideoCodecType.jpeg")
public let AVVideoCodecJPEG = "jpeg"
/// `AVVideoCodecH264` (deprecated in iOS 11 for `AVVideoCodecType.h264`): `"avc1"`.
@available(iOS, deprecated: 11.0, message: "Use AVVideoCodecType.h264")
public let AVVideoCodecH264 = "avc1"
public let AVVideoWidthKey = "AVVideoWidthKey"
public let AVVideoHeightKey = "AVVideoHeightKey"
public let AVVideoCompressionPropertiesKey = "AVVideoCompressionPropertiesKey"
public let AVVideoAverageBitRateKey = "AverageBitRate"
public let AVVideoProfileLevelKey = "ProfileLevel"
public let AVVideoScalingModeKey = "AVVideoScalingModeKey"
public let AVFormatIDKey = "AVFormatIDKey"
public let AVSampleRateKey = "AVSampleRateKey"
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"
