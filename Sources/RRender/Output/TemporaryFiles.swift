import RRenderCairo

/// The temporary files of a process using RRender: the embedded fonts of its renderers (a
/// folder each, in the temporary directory) and the outputs `AtomicWrite` is writing (beside
/// their destinations). Each goes with its renderer or its write; a process that ends on a
/// signal runs neither, so its handler calls `removeAll()` first (the CLI does, on SIGINT,
/// SIGTERM and SIGHUP).
public enum TemporaryFiles {
    /// Removes them all. Nothing may render or write after this: the process is ending.
    public static func removeAll() {
        FontConfiguration.removeEmbeddedFontFiles()
        AtomicWrite.removeUnfinished()
    }
}
