// iopress serve: live reload. Inserted by the preview server into every HTML page it
// serves (never into the built site). Plain ES2017, no dependencies.
//
// The reload channel at /__iopress/events is Server-Sent Events; each message is
//   event: <kind>    build | reload | update | css | errors | clear  (build: sent on connect, {"build": N};
//                    update: {"pages": [URL paths]} changed after a reload)
//   data: <JSON>     {"kind": <kind>, ...}; for errors, "problems": [{file, line, column,
//                    message, help}], any of file, line, column and help may be null
// The browser's EventSource reconnects by itself when the server goes away and returns.
(function () {
  "use strict";
  if (!window.EventSource || window.__iopressLive) return;
  window.__iopressLive = true;

  var HOST_ID = "__iopress-overlay";
  // The version of this page that was served; the server names the current one on connect.
  var servedBuild = document.currentScript ? document.currentScript.getAttribute("data-build") : null;
  // The server answers with this page's current version (the "build" event).
  var source = new EventSource("/__iopress/events?page=" + encodeURIComponent(location.pathname));
  // For tests and debugging: the channel's readyState tells whether it is connected.
  window.__iopressSource = source;

  source.addEventListener("build", function (e) {
    var current = null;
    try {
      current = String(JSON.parse(e.data).build);
    } catch (err) {
      return;
    }
    // A rebuild happened between loading this page and connecting: its reload was missed.
    if (servedBuild !== null && current !== servedBuild) location.reload();
  });

  source.addEventListener("reload", function () {
    location.reload();
  });

  // Pages rendered after the reload (print pages, feeds): reload only if this is one.
  source.addEventListener("update", function (e) {
    var pages = [];
    try {
      pages = JSON.parse(e.data).pages || [];
    } catch (err) {
      return;
    }
    var here = location.pathname.replace(/index\.html$/, "");
    if (pages.indexOf(here) !== -1) location.reload();
  });

  source.addEventListener("css", function () {
    var links = document.querySelectorAll('link[rel~="stylesheet"][href]');
    for (var i = 0; i < links.length; i++) {
      var url = new URL(links[i].href, location.href);
      if (url.origin !== location.origin) continue;
      url.searchParams.set("__iopress", String(Date.now()));
      links[i].href = url.href;
    }
  });

  source.addEventListener("errors", function (e) {
    var problems = [];
    try {
      problems = JSON.parse(e.data).problems || [];
    } catch (err) {
      problems = [{ message: "(unreadable error report)" }];
    }
    showOverlay(problems);
  });

  source.addEventListener("clear", removeOverlay);

  function removeOverlay() {
    var host = document.getElementById(HOST_ID);
    if (host) host.remove();
    document.removeEventListener("keydown", onKey, true);
  }

  function onKey(e) {
    if (e.key === "Escape") removeOverlay();
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text != null) node.textContent = text;
    return node;
  }

  function where(p) {
    if (!p.file) return "";
    var s = p.file;
    if (p.line != null) {
      s += ":" + p.line;
      if (p.column != null) s += ":" + p.column;
    }
    return s;
  }

  function showOverlay(problems) {
    removeOverlay();
    var host = el("div");
    host.id = HOST_ID;
    // A shadow root keeps the site's stylesheets out of the overlay and ours out of the site.
    var root = host.attachShadow({ mode: "open" });
    var style = el("style", null,
      ".panel{position:fixed;top:0;right:0;bottom:0;left:0;z-index:2147483647;overflow:auto;box-sizing:border-box;" +
      "margin:0;padding:2rem;background:rgba(0,0,0,.92);color:#fff;" +
      "font:16px/1.5 system-ui,sans-serif;text-align:left}" +
      "h2{margin:0 3rem 1.5rem 0;font-size:1.25rem;color:#ffd75e}" +
      "ol{margin:0;padding:0;list-style:none}" +
      "li{margin:0 0 1.25rem;padding:.75rem 1rem;border-left:4px solid #ff6b6b;background:#1b1b1b}" +
      ".where{font:14px/1.4 ui-monospace,monospace;color:#9fd3ff}" +
      ".message{margin:.25rem 0;white-space:pre-wrap;font-weight:600}" +
      ".help{margin:0;white-space:pre-wrap;color:#d8d8d8}" +
      "button{position:absolute;top:1.5rem;right:1.5rem;padding:.25rem .75rem;" +
      "font:inherit;font-size:1.5rem;line-height:1;color:#000;background:#fff;" +
      "border:2px solid #fff;border-radius:4px;cursor:pointer}" +
      "button:focus-visible{outline:3px solid #ffd75e;outline-offset:2px}");
    var panel = el("section", "panel");
    panel.setAttribute("role", "alert");
    panel.setAttribute("aria-labelledby", "iopress-heading");
    var heading = el("h2", null,
      "iopress: the last change could not be built; showing the previous pages");
    heading.id = "iopress-heading";
    var close = el("button", null, "\u00d7");
    close.type = "button";
    close.setAttribute("aria-label", "Close (Escape)");
    close.title = "Close (Escape)";
    close.addEventListener("click", removeOverlay);
    var list = el("ol");
    problems.forEach(function (p) {
      var item = el("li");
      var at = where(p);
      if (at) item.appendChild(el("div", "where", at));
      item.appendChild(el("p", "message", p.message || ""));
      if (p.help) item.appendChild(el("p", "help", p.help));
      list.appendChild(item);
    });
    panel.appendChild(close);
    panel.appendChild(heading);
    panel.appendChild(list);
    root.appendChild(style);
    root.appendChild(panel);
    (document.body || document.documentElement).appendChild(host);
    document.addEventListener("keydown", onKey, true);
    close.focus();
  }
})();
