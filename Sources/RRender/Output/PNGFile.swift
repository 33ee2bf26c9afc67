import Foundation
import RRenderCairo
import RRenderCore
import RRenderImages

/// PNG files read from disk, outside any publication (for `rrender diff` and other tools).
public enum PNGFile {
    /// The largest file read: far more than any PNG of the largest image decoded needs.
    public static let maximumFileSize = 1 << 30

    /// The pixels of the PNG file at `path`.
    public static func read(path: String) throws(ImageFileError) -> PixelImage {
        let bytes = try contents(of: path)
        guard ImageFormat(sniffing: bytes) == .png else {
            throw .notPNG(path: path, found: Self.describeContent(bytes))
        }
        do {
            return try PNGDecoder.decode(bytes)
        } catch {
            switch error {
            case .tooLarge(let width, let height):
                throw .tooLarge(path: path, what: "\(width)×\(height) pixels, beyond what rrender decodes")
            case .decoderFailure(let reason):
                throw .decoderFailure(path: path, reason: reason)
            case .corruptData(let reason):
                throw .damagedPNG(path: path, reason: reason)
            case .unsupportedFormat:
                throw .notPNG(path: path, found: Self.describeContent(bytes))
            }
        }
    }

    /// The bytes of a readable regular file of at most `maximumFileSize` bytes.
    private static func contents(of path: String) throws(ImageFileError) -> [UInt8] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .fileNotFound(path: path) }
        guard !isDirectory.boolValue else { throw .unreadable(path: path, reason: "it is a directory") }
        guard RegularFile.isRegular(path) else { throw .unreadable(path: path, reason: RegularFile.Failure.notRegular.reason) }
        guard manager.isReadableFile(atPath: path) else { throw .unreadable(path: path, reason: "permission denied") }
        let size = (try? manager.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumFileSize else {
            throw .tooLarge(path: path, what: "\(size) bytes; rrender reads at most \(maximumFileSize)")
        }
        do {
            return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw .unreadable(path: path, reason: "\(error.localizedDescription)")
        }
    }

    /// What a file that is not a PNG holds, in a few words.
    private static func describeContent(_ bytes: [UInt8]) -> String {
        if bytes.isEmpty { return "the file is empty" }
        if let format = ImageFormat(sniffing: bytes) { return "it is a \(format.rawValue.uppercased()) image" }
        return "no PNG signature"
    }
}
