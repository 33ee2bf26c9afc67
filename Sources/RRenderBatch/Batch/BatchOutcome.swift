import RRender

/// What happened to one input of a batch: one line of the manifest.
public struct BatchOutcome: Sendable, Hashable {
    /// The input.
    public let input: BatchInput
    /// The thumbnail file (written, or up to date), nil when there is none.
    public var output: String?
    /// The cover rule that chose the image; nil for a failure or an output found up to date.
    public var rule: CoverRule?
    /// The thumbnail's pixel width (0 when unknown).
    public var width = 0
    /// The thumbnail's pixel height (0 when unknown).
    public var height = 0
    /// Wall-clock milliseconds spent on the input.
    public var milliseconds = 0
    /// The one-line cause of a failure; nil on success.
    public var error: String?
    /// True when the output was up to date and nothing was made.
    public var skipped = false

    /// An outcome for `input`, to be filled in.
    public init(input: BatchInput) {
        self.input = input
    }

    /// True unless the input failed.
    public var succeeded: Bool { error == nil }

    /// The manifest line: one JSON object (`path`, `output`, `rule`, `width`, `height`, `ms`,
    /// `error`, and `skipped` when true), keys sorted.
    public var jsonLine: String {
        var object: [String: JSONValue] = [
            "path": .string(input.path),
            "output": output.map { .string($0) } ?? .null,
            "rule": rule.map { .string($0.rawValue) } ?? .null,
            "width": .number(Double(width)),
            "height": .number(Double(height)),
            "ms": .number(Double(milliseconds)),
            "error": error.map { .string($0) } ?? .null
        ]
        if skipped { object["skipped"] = .bool(true) }
        return JSONValue.object(object).serialized(pretty: false)
    }
}
