/// When a snapshot run writes goldens (as swift-snapshot-testing and Playwright do).
public enum RecordMode: String, Sendable, CaseIterable {
    /// Record what has no golden yet; verify the rest.
    case missing
    /// Re-record what differs (and what is missing).
    case failed
    /// Record everything.
    case all
    /// Record nothing: a missing golden fails.
    case none

    /// The default: `none` when `CI` is set (a CI run never records silently), else `missing`;
    /// `RRENDER_RECORD` overrides both.
    public static func `default`(environment: [String: String]) -> RecordMode {
        if let asked = environment["RRENDER_RECORD"].flatMap(RecordMode.init(rawValue:)) { return asked }
        if let ci = environment["CI"], !ci.isEmpty { return .none }
        return .missing
    }
}
