internal import CTurboJPEGLibrary

extension PDFFixture {
    /// A baseline JPEG (quality 90, 4:2:0) of a gradient, encoded with turbojpeg: red grows from
    /// left to right, green from top to bottom, blue is constant 128. Empty if turbojpeg fails
    /// or a size is not positive.
    public static func jpeg(width: Int, height: Int) -> [UInt8] {
        guard width > 0, height > 0, let handle = tjInitCompress() else { return [] }
        defer { tjDestroy(handle) }
        var pixels = [UInt8](repeating: 128, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let offset = (y * width + x) * 3
                pixels[offset] = UInt8(x * 255 / max(width - 1, 1))
                pixels[offset + 1] = UInt8(y * 255 / max(height - 1, 1))
            }
        }
        var buffer: UnsafeMutablePointer<UInt8>? = nil
        var size: UInt = 0
        let rc = tjCompress2(
            handle, pixels, Int32(width), 0, Int32(height), Int32(TJPF_RGB.rawValue),
            &buffer, &size, Int32(TJSAMP_420.rawValue), 90, 0)
        defer { tjFree(buffer) }
        guard rc == 0, let buffer else { return [] }
        return Array(UnsafeBufferPointer(start: buffer, count: Int(size)))
    }
}
