// Only `import AVFoundation`, which brings Core Media's times, as on iOS.
import AVFoundation

/// A video cell's scrubber: the label of a time, and a step forward.
enum Scrubber {
    static func label(_ time: CMTime) -> String {
        let seconds = CMTimeGetSeconds(time)
        guard seconds.isFinite else { return "--:--" }
        let whole = Int(seconds)
        return String(format: "%d:%02d", whole / 60, whole % 60)
    }

    static func step(_ time: CMTime) -> CMTime {
        time + CMTimeMake(value: 15, timescale: 1)
    }
}
