/// Which reftests a run takes: whole suites (`css21`), folders or files inside them
/// (`css21/tables`, `css21/colors/color-001.xht`), or everything.
public struct ReftestSelection: Sendable, CustomStringConvertible {
    /// The paths asked for, without a trailing `/`; empty: every suite.
    public let paths: [String]

    /// The selection of `arguments`.
    public init(_ arguments: [String]) throws(ConformanceError) {
        var paths: [String] = []
        for argument in arguments {
            guard let path = SuitePath.normalized(argument) else {
                throw .file(argument, reason: "not a path inside the suites' folder")
            }
            paths.append(path)
        }
        self.paths = paths
    }

    /// The suites the selection reaches (empty: every suite).
    public var suites: [String] { Array(Set(paths.map { String($0.prefix { $0 != "/" }) })).sorted() }

    /// Whether the test at `path` is selected.
    public func contains(_ path: String) -> Bool {
        paths.isEmpty || paths.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    public var description: String { paths.isEmpty ? "every suite" : paths.joined(separator: " ") }
}

extension ReftestCatalog {
    /// The catalog's tests that `selection` takes.
    public func filtered(_ selection: ReftestSelection) -> ReftestCatalog {
        ReftestCatalog(root: root, tests: tests.filter { selection.contains($0.path) })
    }
}
