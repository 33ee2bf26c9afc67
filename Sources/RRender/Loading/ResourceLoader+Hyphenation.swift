import RRenderHyphenation
import RRenderLayout

extension ResourceLoader {
    /// The hyphenator for `hyphens: auto`: libhyphen over Debian's dictionaries, one for the
    /// process, so each dictionary is loaded once and shared by every render worker.
    static var hyphenator: any Hyphenator { LibHyphenHyphenator.shared }
}
