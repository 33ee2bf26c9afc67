#!/usr/bin/python3
"""Converts HTML files to XHTML with an HTML5 parser (html5lib), for the reftest runner.

    html-to-xhtml.py LIST

LIST holds one conversion a line, `SOURCE<TAB>DESTINATION`. Each source is parsed as a browser
parses HTML (html5lib: implied elements, end tags, entities, SVG and MathML in their
namespaces) and written as a well-formed XML document in UTF-8, each element in its namespace.
libxml2 2.9's HTML parser is not an HTML5 parser, so rrender (an XHTML engine) would not see
what a browser sees. A file that cannot be read or parsed is reported on stderr, and the exit
status is 1; the others are still converted.
"""
import os
import sys
import xml.etree.ElementTree as ET

import html5lib

XHTML = "http://www.w3.org/1999/xhtml"
PREFIXES = {
    "http://www.w3.org/1999/xlink": "xlink",
    "http://www.w3.org/XML/1998/namespace": "xml",
    "http://www.w3.org/2000/xmlns/": "xmlns",
}


def xml_text(text, quote=False):
    """Text escaped for XML, without the characters XML 1.0 cannot hold."""
    text = "".join(c for c in text if c in "\t\n\r" or ord(c) >= 0x20 and not 0xD800 <= ord(c) <= 0xDFFF
                   and c not in "\ufffe\uffff")
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return text.replace('"', "&quot;") if quote else text


def split(name):
    """`{namespace}local` as (namespace, local)."""
    if name.startswith("{"):
        namespace, local = name[1:].split("}", 1)
        return namespace, local
    return "", name


def attribute(name, value):
    namespace, local = split(name)
    if namespace == "http://www.w3.org/2000/xmlns/":
        return None  # declarations are written from the elements' namespaces
    if namespace:
        local = PREFIXES.get(namespace, "ns") + ":" + local
    if ":" in local and not namespace:
        return None  # a foreign prefix the parser left in a name: not well-formed XML without its declaration
    return f' {local}="{xml_text(value, quote=True)}"'


def write(element, parent_namespace, out, root):
    if element.tag is ET.Comment:
        comment = (element.text or "").replace("--", "- -")
        out.append(f"<!--{comment.rstrip('-')}-->")
    else:
        namespace, local = split(element.tag)
        declarations = f' xmlns="{namespace}"' if namespace != parent_namespace else ""
        if root:
            declarations += ' xmlns:xlink="http://www.w3.org/1999/xlink"'
        attributes = "".join(filter(None, (attribute(n, v) for n, v in element.attrib.items())))
        out.append(f"<{local}{declarations}{attributes}>")
        if element.text:
            out.append(xml_text(element.text))
        for child in element:
            write(child, namespace, out, False)
        out.append(f"</{local}>")
    if element.tail:
        out.append(xml_text(element.tail))


def convert(source, destination):
    with open(source, "rb") as file:
        document = html5lib.parse(file, treebuilder="etree", namespaceHTMLElements=True)
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n']
    write(document, None, out, True)
    os.makedirs(os.path.dirname(destination) or ".", exist_ok=True)
    temporary = destination + ".part"
    with open(temporary, "w", encoding="utf-8") as file:
        file.write("".join(out))
    os.replace(temporary, destination)


def main():
    if len(sys.argv) != 2:
        print("usage: html-to-xhtml.py LIST", file=sys.stderr)
        return 64
    status = 0
    with open(sys.argv[1], encoding="utf-8") as pairs:
        for line in pairs:
            source, destination = line.rstrip("\n").split("\t")
            try:
                convert(source, destination)
            except Exception as error:  # one bad file must not stop the others
                print(f"{source}: {error}", file=sys.stderr)
                status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
