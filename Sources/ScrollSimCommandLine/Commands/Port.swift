import ArgumentParser
import ScrollSimJSON
import ScrollSimPort

struct Port: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Rewrite Swift files in place so that they compile on Linux against ScrollSimUIKit, unchanged on iOS.",
        discussion: """
            Makes `import UIKit` conditional, keeps Objective-C and Interface Builder attributes for Objective-C \
            platforms only, rewrites `?(` calls of optional requirements and `#selector` for Linux, and moves \
            overrides out of extensions (docs/uikit.md, "scrollsim port"). Prints every edit as FILE:LINE: WHAT. \
            Exits 0 when every edit was made, 1 when some could not be (listed), 2 on bad input (nothing written).
            """
    )

    @Argument(help: "Swift files or folders (walked without following symbolic links).")
    var paths: [String]

    @Flag(name: .long, help: "Print the edits without writing any file.")
    var dryRun = false

    func run() throws {
        let (files, skippedLinks) = try PortRun.plan(paths)
        for link in skippedLinks {
            print("\(link): skipped: a symbolic link (not followed)")
        }
        var edits = 0, problems = 0
        for file in files {
            for note in file.notes {
                switch note.kind {
                case .edit:
                    edits += 1
                    print("\(file.path):\(note.line): \(note.message)")
                case .problem:
                    problems += 1
                    print("\(file.path):\(note.line): not ported: \(note.message)")
                }
            }
        }
        if !dryRun { try PortRun.write(files) }
        let changed = files.filter(\.isChanged).count
        let verb = dryRun ? "would change" : "changed"
        print("port: \(edits) edit\(edits == 1 ? "" : "s"), \(verb) \(changed) of \(files.count) Swift file\(files.count == 1 ? "" : "s")"
            + (problems > 0 ? "; \(problems) edit\(problems == 1 ? "" : "s") not made (listed above)" : ""))
        try finishStandardOutput()
        if problems > 0 { throw ExitCode(1) }
    }
}
