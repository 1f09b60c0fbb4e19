"""What the browser is sent: the page, its style, the script that sizes the terminal, the
headers that keep it to this server, and the refusals.

textual-serve's own page fetches its font from a web font service; this one loads the Roboto
Mono that textual-serve ships, from this server, and its Content-Security-Policy lets the page
load nothing from anywhere else (no font service, no `?ping=` address, no frame around it).
"""

from __future__ import annotations

import html
from string import Template

__all__ = ["FIT_JS", "PAGE_CSS", "busy_page", "headers", "page"]

_PAGE = Template("""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>$title</title>
<link rel="icon" href="data:,">
<link rel="preload" href="${static}roboto-mono.ttf" as="font" type="font/ttf" crossorigin>
<link rel="stylesheet" href="${static}xterm.css">
<link rel="stylesheet" href="${static}page.css">
<script src="${static}textual.js"></script>
</head>
<body>
<div class="closed"><p>The table is closed in this browser; every line typed is kept in its
journal. <a href="">Open it again</a></p></div>
<div id="terminal" class="textual-terminal" data-session-websocket-url="$socket"
 data-font-size="$font_size"></div>
<script src="${static}fit.js"></script>
</body>
</html>
""")

PAGE_CSS = """@font-face {
  font-family: "Roboto Mono";
  src: url("roboto-mono.ttf") format("truetype");
  font-weight: 100 700;
}
html, body { margin: 0; height: 100%; background: #0c181f; overflow: hidden; }
body { font-family: "Roboto Mono", monospace; color: #eee; }
#terminal { position: fixed; inset: 0; }
.closed { display: none; position: fixed; inset: 0; z-index: 10; background: #0c181fe0;
  align-items: center; justify-content: center; text-align: center; padding: 2em; }
body.-closed .closed { display: flex; }
.closed a { color: #7fd3ff; display: block; margin-top: 1em; font-size: 1.3em; }
"""
"""The page's own style: the shipped Roboto Mono, the terminal over the whole window, and
what shows when the table's connection closes."""

FIT_JS = """// floorcli serve: a font size that fits the table's 80 columns on a phone, at most 16px
(function () {
  var terminal = document.getElementById("terminal");
  if (new URLSearchParams(window.location.search).has("fontsize")) return;
  // a Roboto Mono cell is 0.6em wide (the terminal rounds it down to whole device pixels)
  var size = Math.max(6, Math.min(16, Math.floor(window.innerWidth / 80 / 0.6 * 2) / 2));
  terminal.dataset.fontSize = String(size);
})();
"""
"""Run before textual.js reads the font size: 80 columns fit a 390-pixel phone (8px), a
tablet 768 pixels wide gets 16px; ``?fontsize=N`` in the address chooses instead."""

_BUSY = Template("""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>$title</title><link rel="icon" href="data:,"></head>
<body style="font-family: sans-serif; background: #0c181f; color: #eee; padding: 2em">
<h1>$title</h1><p>$message</p></body></html>
""")


def page(*, title: str, static: str, socket: str, font_size: int) -> str:
    """The page that opens the table: `static` is the address of the files, `socket` the
    websocket's."""
    return _PAGE.substitute(
        title=html.escape(title),
        static=html.escape(static),
        socket=html.escape(socket),
        font_size=font_size,
    )


def busy_page(title: str, message: str) -> str:
    """A refusal a person reads: why the table is not opened here, and what to do."""
    return _BUSY.substitute(title=html.escape(title), message=html.escape(message))


def headers(socket_origin: str) -> dict[str, str]:
    """Sent with everything: the page may load only from this server and connect only to
    its own websocket (`socket_origin`, ``ws://host:port``); no frame may hold it; no
    address (with its token) is passed on; nothing is cached."""
    policy = (
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
        f"font-src 'self'; img-src 'self' data:; connect-src {socket_origin}; "
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    )
    return {
        "Content-Security-Policy": policy,
        "X-Frame-Options": "DENY",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
        "Cache-Control": "no-store",
    }
