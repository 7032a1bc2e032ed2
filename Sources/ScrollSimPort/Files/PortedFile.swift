/// One Swift file and its port, before anything is written.
package struct PortedFile: Sendable {
    /// The file's path, as reached from a path the user gave.
    package var path: String
    /// Its text before the port.
    package var original: [UInt8]
    /// Its text after the port.
    package var ported: [UInt8]
    /// What was done and what could not be.
    package var notes: [PortNote]

    /// Whether the port changes the file.
    package var isChanged: Bool { original != ported }
}
