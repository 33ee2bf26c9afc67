internal import CPangoCairo
import RRenderCore

/// Decodes PNG files through Cairo's stream reader (libpng inside Cairo, whose `longjmp` error
/// handling stays within C frames), from memory.
public enum PNGDecoder {
    /// The pixels of a PNG file, premultiplied (`RGB24` results get alpha 255).
    public static func decode(_ bytes: [UInt8]) throws(ImageError) -> PixelImage {
        try decodeSurface(bytes).pixelImage()
    }

    /// A Cairo surface with the PNG's pixels; the size is checked from IHDR before decoding.
    static func decodeSurface(_ bytes: [UInt8]) throws(ImageError) -> CairoSurface {
        guard let info = ImageInfo.read(bytes), info.format == .png else {
            throw .corruptData(reason: "not a PNG file or invalid PNG header")
        }
        guard info.width * info.height <= ImageDecoder.maximumPixelCount,
            info.width <= CairoSurface.maximumSide, info.height <= CairoSurface.maximumSide
        else {
            throw .tooLarge(width: info.width, height: info.height)
        }
        let reader = MemoryReader(bytes)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                    let reader = Unmanaged<MemoryReader>.fromOpaque(closure).takeUnretainedValue()
                    return reader.read(into: data, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
                }, Unmanaged.passUnretained(reader).toOpaque())
        }
        do {
            return try CairoSurface(adopting: surface)
        } catch {
            // Cairo returns an error surface, not NULL, for damaged input (and for out of memory).
            if case .status(let message) = error, message.contains("memory") {
                throw .decoderFailure(reason: message)
            }
            throw .corruptData(reason: "\(error)")
        }
    }
}

/// The read position in a PNG held in memory, for Cairo's read callback.
private final class MemoryReader {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Copies the next `count` bytes; false (a read error for Cairo) when fewer remain.
    func read(into target: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= bytes.count - offset else { return false }
        bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { target.update(from: base + offset, count: count) }
        }
        offset += count
        return true
    }
}
