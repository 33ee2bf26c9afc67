extension CairoSurface {
    /// The surface's pixels as a PNG file, encoded straight from Cairo's memory (no copy; an
    /// `RGB24` surface's undefined top byte is ignored).
    public func pngData(options: PNGEncoder.Options = .default) -> [UInt8] {
        withRows { row in
            PNGEncoder.encode(
                PixelRows(
                    base: row(0), width: width, height: height, pitch: stride / 4,
                    forceOpaque: isOpaque), options: options)
        }
    }
}
