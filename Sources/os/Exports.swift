// `import os` on Linux (this module is declared on Linux only): the unified
// logging API that screens call — `os_log`, `OSLog`, `OSLogType`, `Logger`
// and its `OSLogMessage` interpolations — accepted and inert. There is no
// log store: every message goes nowhere, and the values a message
// interpolates are never evaluated, as on iOS when the message's level is
// not enabled (docs/uikit.md, "SDK frameworks beside UIKit").
@_exported import Foundation
