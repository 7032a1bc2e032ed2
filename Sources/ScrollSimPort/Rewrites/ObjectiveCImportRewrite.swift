/// `import ObjectiveC` (or a submodule: `import ObjectiveC.runtime`)
/// becomes conditional: the import where the module exists, ScrollSimUIKit
/// elsewhere. Linux has no such module, and a missing module stops the
/// compiler before anything else in the file is checked; ScrollSimUIKit
/// declares what such files mostly use, the associated objects
/// (`objc_getAssociatedObject` & co.) and `objc_sync_enter`/`exit`.
///
/// The rest of the Objective-C runtime (swizzling, classes made at run
/// time, `objc_msgSend`) has no Linux counterpart: each use of a function
/// of `runtimeFunctions` outside a block Linux does not compile is
/// reported with its line, in any file (Foundation brings the runtime on
/// Apple platforms even without the import).
enum ObjectiveCImportRewrite {
    /// Functions of the Objective-C runtime (`<objc/runtime.h>`,
    /// `<objc/message.h>`) that ScrollSimUIKit does not declare.
    static let runtimeFunctions: Set<String> = [
        "method_exchangeImplementations", "method_setImplementation", "method_getImplementation",
        "method_getTypeEncoding", "method_getName", "class_getInstanceMethod", "class_getClassMethod",
        "class_addMethod", "class_replaceMethod", "class_getName", "class_getSuperclass", "class_copyMethodList",
        "class_copyPropertyList", "class_copyIvarList", "class_conformsToProtocol", "class_respondsToSelector",
        "object_getClass", "object_setClass", "object_getIvar", "object_setIvar", "sel_registerName", "sel_getName",
        "objc_getClass", "objc_lookUpClass", "objc_getClassList", "objc_allocateClassPair", "objc_registerClassPair",
        "objc_msgSend", "objc_getProtocol", "property_getName", "property_getAttributes", "ivar_getName",
        "imp_implementationWithBlock", "protocol_getName",
    ]

    static func rewrite(_ source: SwiftSource) -> RewriteResult {
        var result = RewriteResult()
        for index in source.tokens.indices where source.tokens[index].kind == .identifier && !source.isGuarded[index] {
            let word = source.text(index)
            if runtimeFunctions.contains(word) {
                if let previous = source.previous(before: index),
                    source.isSymbol(previous, ".") || source.isWord(previous, "func") || source.isWord(previous, "import")
                {
                    continue
                }
                result.notes.append(.problem(source.tokens[index].start,
                    "`\(word)` is the Objective-C runtime, which Linux does not have: put this code behind `#if canImport(ObjectiveC)` by hand"))
                continue
            }
            guard word == "import", let module = source.next(after: index), source.isWord(module, "ObjectiveC") else { continue }
            var last = module
            while let dot = source.next(after: last), source.isSymbol(dot, "."), let name = source.next(after: dot),
                source.tokens[name].kind == .identifier
            {
                last = name
            }
            let line = source.tokens[index].line
            let onLine = source.tokens(onLine: line)
            let alone = onLine.lowerBound == index && source.tokens[last].line == line
                && source.restIsBlank(ofLine: line, from: source.tokens[last].end)
            let imported = source.text(source.tokens[index].start..<source.tokens[last].end)
            guard alone else {
                result.notes.append(.problem(source.tokens[index].start,
                    "`\(imported)` shares its line with other code: make it `#if canImport(ObjectiveC)` / `#else` / `import ScrollSimUIKit` by hand"))
                continue
            }
            let indent = source.indentation(ofLine: line)
            let newline = source.newline
            let original = source.lineText(line)
            let replacement = "\(indent)#if canImport(ObjectiveC)\(newline)\(original.text)\(newline)\(indent)#else\(newline)"
                + "\(indent)import ScrollSimUIKit\(newline)\(indent)#endif\(original.hasBreak ? newline : "")"
            result.edits.append(TextEdit(range: source.lineStart(line)..<source.lineEnd(line), replacement: replacement))
            result.notes.append(.edit(source.tokens[index].start,
                "`\(imported)` made conditional: Linux has no Objective-C runtime; ScrollSimUIKit declares its associated objects"))
        }
        return result
    }
}
