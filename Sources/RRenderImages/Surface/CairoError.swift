/// Why a Cairo object could not be created.
public enum CairoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A surface size that is zero, negative, or beyond Cairo's or rrender's limits.
    case invalidSize(width: Int, height: Int)
    /// Cairo reported an error status (its message, e.g. "out of memory").
    case status(String)

    /// A one-line message naming the cause.
    public var description: String {
        switch self {
        case .invalidSize(let width, let height): "invalid image surface size \(width)×\(height)"
        case .status(let message): "cairo error: \(message)"
        }
    }
}
