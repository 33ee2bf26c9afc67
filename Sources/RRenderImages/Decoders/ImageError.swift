import RRenderCore

/// Why an image from a publication could not be decoded.
public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not an image format rrender decodes: nil when the signature is unknown, else the format
    /// found (every `ImageFormat` is decoded today; the case stays for formats added later).
    case unsupportedFormat(ImageFormat?)
    /// The bytes are damaged or not what their signature claims.
    case corruptData(reason: String)
    /// The image's intrinsic size exceeds the decoding limit (refused before allocating).
    case tooLarge(width: Int, height: Int)
    /// The decoder could not start or allocate its output (a system failure, not the file's fault).
    case decoderFailure(reason: String)

    /// A one-line message naming the cause.
    public var description: String {
        switch self {
        case .unsupportedFormat(let format?): "unsupported image format: \(format.rawValue)"
        case .unsupportedFormat(nil): "unsupported image format: unknown signature"
        case .corruptData(let reason): "corrupt image data: \(reason)"
        case .tooLarge(let width, let height): "image too large to decode: \(width)×\(height) pixels"
        case .decoderFailure(let reason): "image decoder failure: \(reason)"
        }
    }
}

/// Why pixels could not be encoded as JPEG or WebP (the encoder failed; never the pixels' fault
/// except for an empty image).
public struct ImageEncodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The cause, naming the encoder.
    public let reason: String

    /// An error with its cause.
    public init(reason: String) {
        self.reason = reason
    }

    /// A one-line message naming the cause.
    public var description: String { "image encoding failed: \(reason)" }
}
