internal import CLibXML2

/// The version of libxml2 rrender parses with.
public enum LibXMLVersion {
    public static var string: String { LIBXML_DOTTED_VERSION }
}
