import ScrollSim

/// A layout configuration whose items run in lines with flow-layout
/// metrics: what `ScenarioDecoder.decodeLineMetrics` fills, so that flow and
/// flex decode those keys once.
protocol LineMetricsConfiguration {
    var itemSize: Size { get set }
    var minimumLineSpacing: Double { get set }
    var minimumInteritemSpacing: Double { get set }
    var sectionInset: EdgeInsets { get set }
    var headerHeight: Double { get set }
    var footerHeight: Double { get set }
}

extension FlowLayoutConfiguration: LineMetricsConfiguration {}

extension FlexLayoutConfiguration: LineMetricsConfiguration {}
