import Foundation

/// Which tests a run includes. `make test` runs the everyday set, a few minutes on two cores;
/// `make test-all` (and CI, through `.ci/run`) sets `RRENDER_TESTS=all` and adds the slow
/// sweeps over the whole corpus: the same checks on the largest books, and longer stress runs.
/// Every behaviour is tested in both; the full run tests it on more input.
public enum TestScope {
    /// True in a full run (`RRENDER_TESTS=all`).
    public static var all: Bool { ProcessInfo.processInfo.environment["RRENDER_TESTS"] == "all" }

    /// `everyday`, followed by `slow` in a full run: the arguments of a parameterised test.
    public static func arguments<T>(_ everyday: [T], slow: [T]) -> [T] { all ? everyday + slow : everyday }
}
