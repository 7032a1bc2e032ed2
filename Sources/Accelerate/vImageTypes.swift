/// `vImagePixelCount`: a count of pixels (`unsigned long`).
public typealias vImagePixelCount = UInt

/// `vImage_Flags`: the flags a vImage function takes (`uint32_t`).
public typealias vImage_Flags = UInt32

/// `vImage_Error`: what a vImage function returns (`ssize_t`); 0 is success.
public typealias vImage_Error = Int

/// `kvImageNoError`: success (0).
public var kvImageNoError: Int { 0 }

/// `kvImageNoFlags`: no flags (0).
public var kvImageNoFlags: Int { 0 }

/// `kvImageLeaveAlphaUnchanged` (1).
public var kvImageLeaveAlphaUnchanged: Int { 1 }

/// `kvImageCopyInPlace` (2).
public var kvImageCopyInPlace: Int { 2 }

/// `kvImageBackgroundColorFill` (4).
public var kvImageBackgroundColorFill: Int { 4 }

/// `kvImageEdgeExtend` (8).
public var kvImageEdgeExtend: Int { 8 }

/// `kvImageDoNotTile` (16).
public var kvImageDoNotTile: Int { 16 }

/// `kvImageHighQualityResampling` (32).
public var kvImageHighQualityResampling: Int { 32 }
