import ArgumentParser
import RRender

/// What the shell offers for each kind of value (`rrender --generate-completion-script
/// bash|zsh|fish`): publications for books, PNGs for outputs, the preference keys for --set.
enum Completions {
    /// EPUB and PDF files (and folders to reach them).
    static let publication = CompletionKind.file(extensions: ["epub", "pdf"])
    /// PNG files.
    static let png = CompletionKind.file(extensions: ["png"])
    /// Readium preference keys, EPUB and PDF, each followed by `=`.
    static let preferenceAssignment = CompletionKind.list(
        Set(EPUBPreferenceKey.allCases.map(\.rawValue) + PDFPreferenceKey.allCases.map(\.rawValue)).sorted().map { "\($0)=" })
    /// The tolerance presets of `diff`, `snapshot` and `compare`.
    static let tolerance = CompletionKind.list(ImageDiff.Tolerance.presetNames)
}
