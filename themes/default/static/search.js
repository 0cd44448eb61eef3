/* iopress default theme: the search page (templates/search.html).
   Searches the site's Pagefind index in the browser: this language's bundle, and the bundles
   of the languages whose pages stand in for pages not translated into this one (listed in
   #search-data, with each language's home URL and the names of protocol and language
   facets). Every search is restricted to the records this language's readers get (the
   `reader` filter); the facets the reader ticks narrow it further: values of one facet are
   alternatives, facets add up. Reads ?q= from the URL and keeps it current, so a search can
   be linked to. Its strings are the page's (data-* attributes of #search, from ui.ftl). */
(function () {
  "use strict";

  var root = document.getElementById("search");
  var dataElement = document.getElementById("search-data");
  var input = document.getElementById("search-query");
  if (!root || !dataElement || !input) return;
  var data = JSON.parse(dataElement.textContent);
  var form = input.form;
  var status = root.querySelector(".search-status");
  var list = root.querySelector(".search-results");
  var more = root.querySelector(".search-more");
  var filtersBox = root.querySelector(".search-filters");
  var clearButton = root.querySelector(".search-clear");
  var PAGE_SIZE = 10;

  var selected = {};        // facet -> [values]
  var shown = { results: [], count: 0 };
  var generation = 0;       // the latest search; older answers are dropped
  var engine = null;

  root.hidden = false;

  function message(name, placeholder, value) {
    var text = root.getAttribute("data-" + name) || "";
    return placeholder ? text.split("{" + placeholder + "}").join(value) : text;
  }

  // A label (with the language's colon) and its value: a full-width colon ("ベンダー：")
  // holds its own space, so none is added after it.
  function labelled(name, value) {
    var label = message(name);
    return /[：、。]$/.test(label) ? label + value : label + " " + value;
  }

  function setStatus(text) {
    status.textContent = text;
  }

  function load() {
    if (engine) return engine;
    if (!data.bundles.length) {
      engine = Promise.resolve(null);
      return engine;
    }
    engine = import(data.bundles[0] + "pagefind.js").then(function (pagefind) {
      // Records carry full URL paths: results are not placed under the bundle's folder.
      return pagefind.options({ baseUrl: "/", excerptLength: 24 }).then(function () {
        return Promise.all(data.bundles.slice(1).map(function (bundle) {
          return pagefind.mergeIndex(bundle, { baseUrl: "/" });
        }));
      })
        // Loads every filter's index: until then a search counts only the filters it uses.
        .then(function () { return pagefind.filters(); })
        .then(function () { return pagefind; });
    });
    return engine;
  }

  function readerFilters() {
    var filters = {};
    filters[data.reader_filter] = data.lang;
    return filters;
  }

  function chosenFilters() {
    var filters = readerFilters();
    Object.keys(selected).forEach(function (facet) {
      if (selected[facet].length) filters[facet] = { any: selected[facet].slice() };
    });
    return filters;
  }

  function hasChoices() {
    return Object.keys(selected).some(function (facet) { return selected[facet].length > 0; });
  }

  function currentQuery() {
    return input.value.trim();
  }

  /* ?q= in the address bar and in the language switcher's links. */
  function remember(query) {
    var url = new URL(window.location.href);
    if (query) url.searchParams.set("q", query); else url.searchParams.delete("q");
    window.history.replaceState(null, "", url.pathname + url.search + url.hash);
    document.querySelectorAll(".language-switcher a[href]").forEach(function (link) {
      var target = new URL(link.getAttribute("href"), window.location.href);
      if (query) target.searchParams.set("q", query); else target.searchParams.delete("q");
      link.setAttribute("href", target.pathname + target.search);
    });
  }

  function run() {
    var query = currentQuery();
    var id = ++generation;
    remember(query);
    if (!query) {
      list.textContent = "";
      more.hidden = true;
      filtersBox.hidden = true;
      setStatus("");
      return;
    }
    setStatus(message("loading"));
    load().then(function (pagefind) {
      if (!pagefind) return [{ results: [], filters: {} }, null];
      // The facets' values and counts come from the query alone; the results from the query
      // and the facets chosen.
      var base = pagefind.search(query, { filters: readerFilters() });
      var narrowed = hasChoices() ? pagefind.search(query, { filters: chosenFilters() }) : null;
      return Promise.all([base, narrowed]);
    }).then(function (answers) {
      if (id !== generation) return;
      var base = answers[0];
      var narrowed = answers[1] || base;
      drawFacets(base.filters || {});
      shown = { results: narrowed.results, count: 0 };
      list.textContent = "";
      if (!narrowed.results.length) {
        setStatus(message("no-results", "query", query));
        more.hidden = true;
        return;
      }
      setStatus(message("results", "count", narrowed.results.length.toLocaleString(data.locale)));
      return showMore(id);
    }).catch(function (error) {
      if (id !== generation) return;
      setStatus(message("unavailable"));
      if (window.console) console.error("search:", error);
    });
  }

  function showMore(id) {
    var batch = shown.results.slice(shown.count, shown.count + PAGE_SIZE);
    shown.count += batch.length;
    more.hidden = shown.count >= shown.results.length;
    return Promise.all(batch.map(function (result) { return result.data(); })).then(function (items) {
      if (id !== generation) return;
      items.forEach(function (item) { list.appendChild(resultItem(item)); });
      root.setAttribute("data-shown", String(list.children.length));
    });
  }

  /* A page shown here from another language's text is linked in this language. */
  function readerUrl(url, textLang) {
    var from = data.homes[textLang];
    var to = data.homes[data.lang];
    if (textLang !== data.lang && from && to && url.indexOf(from) === 0) {
      return to + url.slice(from.length);
    }
    return url;
  }

  function firstValue(filters, name) {
    var values = filters && filters[name];
    return values && values.length ? values[0] : null;
  }

  function resultItem(item) {
    var textLang = firstValue(item.filters, "language") || data.lang;
    var kind = firstValue(item.filters, "kind");
    var li = document.createElement("li");
    li.className = "search-result";
    var heading = document.createElement("h2");
    var link = document.createElement("a");
    link.href = readerUrl(item.url, textLang);
    link.lang = textLang;
    link.textContent = (item.meta && item.meta.title) || item.url;
    heading.appendChild(link);
    li.appendChild(heading);

    var facts = [];
    if (kind) facts.push(message("kind-" + kind));
    if (item.meta && item.meta.drive) facts.push(labelled("drives", item.meta.drive));
    if (item.meta && item.meta.vendor) facts.push(labelled("vendor", item.meta.vendor));
    if (textLang !== data.lang) facts.push(labelled("text-language", valueName("language", textLang)));
    if (facts.length) {
      var meta = document.createElement("p");
      meta.className = "result-meta";
      facts.forEach(function (fact) {
        var span = document.createElement("span");
        span.textContent = fact;
        meta.appendChild(span);
      });
      li.appendChild(meta);
    }

    var excerpt = document.createElement("p");
    excerpt.className = "excerpt";
    excerpt.lang = textLang;
    appendExcerpt(excerpt, item.excerpt || "");
    li.appendChild(excerpt);
    return li;
  }

  /* Pagefind's excerpt marks the words found with <mark>; nothing else of it is markup. */
  function appendExcerpt(target, html) {
    var template = document.createElement("template");
    template.innerHTML = html;
    (function copy(node, into) {
      node.childNodes.forEach(function (child) {
        if (child.nodeType === Node.TEXT_NODE) {
          into.appendChild(document.createTextNode(child.textContent));
        } else if (child.nodeType === Node.ELEMENT_NODE) {
          if (child.localName === "mark") {
            var mark = document.createElement("mark");
            mark.textContent = child.textContent;
            into.appendChild(mark);
          } else {
            copy(child, into);
          }
        }
      });
    })(template.content, target);
  }

  function valueName(facet, value) {
    if (facet === "kind") return message("kind-" + value) || value;
    var names = data.names[facet];
    return (names && names[value]) || value;
  }

  function drawFacets(counts) {
    var any = false;
    data.facets.forEach(function (facet) {
      var fieldset = filtersBox.querySelector('fieldset[data-facet="' + facet + '"]');
      if (!fieldset) return;
      var legend = fieldset.querySelector("legend");
      fieldset.textContent = "";
      if (legend) fieldset.appendChild(legend);
      var values = counts[facet] || {};
      var chosen = selected[facet] || [];
      var names = Object.keys(values).filter(function (value) {
        return values[value] > 0 || chosen.indexOf(value) >= 0;
      });
      chosen.forEach(function (value) { if (names.indexOf(value) < 0) names.push(value); });
      names.sort(function (a, b) { return valueName(facet, a).localeCompare(valueName(facet, b), data.locale); });
      fieldset.hidden = names.length === 0;
      names.forEach(function (value) {
        any = true;
        var label = document.createElement("label");
        var box = document.createElement("input");
        box.type = "checkbox";
        box.name = facet;
        box.value = value;
        box.checked = chosen.indexOf(value) >= 0;
        box.addEventListener("change", function () {
          var list = selected[facet] || (selected[facet] = []);
          var at = list.indexOf(value);
          if (box.checked && at < 0) list.push(value);
          if (!box.checked && at >= 0) list.splice(at, 1);
          run();
        });
        var name = document.createElement("span");
        name.textContent = valueName(facet, value);
        if (facet === "language") name.lang = value;
        var count = document.createElement("span");
        count.className = "count";
        count.textContent = "(" + (values[value] || 0).toLocaleString(data.locale) + ")";
        label.appendChild(box);
        label.appendChild(name);
        label.appendChild(count);
        fieldset.appendChild(label);
      });
    });
    filtersBox.hidden = !any;
    clearButton.hidden = !hasChoices();
  }

  var timer = null;
  input.addEventListener("input", function () {
    window.clearTimeout(timer);
    timer = window.setTimeout(run, 250);
  });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    window.clearTimeout(timer);
    run();
  });
  more.addEventListener("click", function () { showMore(generation); });
  clearButton.addEventListener("click", function () {
    selected = {};
    run();
  });

  var initial = new URLSearchParams(window.location.search).get("q");
  if (initial) {
    input.value = initial;
    run();
  }
})();
