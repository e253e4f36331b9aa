// academie: progressive enhancement only. Every page works without this file.
(function () {
  "use strict";

  // New partie: choosing a game shows its options at once.
  var choose = document.getElementById("choose-game");
  if (choose) {
    var select = choose.querySelector("select");
    var button = choose.querySelector("button");
    if (select && button) {
      button.hidden = true;
      select.addEventListener("change", function () { choose.submit(); });
    }
  }

  // The language switch comes back to this very page (without the script, the server
  // reads the Referer).
  document.querySelectorAll("a[data-lang-switch]").forEach(function (link) {
    link.href = link.getAttribute("href") + "?back=" +
      encodeURIComponent(window.location.pathname + window.location.search);
  });

  // The score sheet's print button (hidden without the script).
  document.querySelectorAll("[data-print]").forEach(function (button) {
    button.hidden = false;
    button.addEventListener("click", function () { window.print(); });
  });

  // Copy buttons (the spectator link): shown only with the script, which copies the
  // field's text.
  document.querySelectorAll("button[data-copy]").forEach(function (button) {
    var field = document.getElementById(button.getAttribute("data-copy"));
    if (!field) return;
    button.hidden = false;
    button.addEventListener("click", function () {
      field.select();
      if (navigator.clipboard) navigator.clipboard.writeText(field.value);
      else document.execCommand("copy");
    });
  });

  // Deleting a deal asks first (without the script, the button deletes at once).
  document.querySelectorAll("form[data-confirm]").forEach(function (form) {
    form.addEventListener("submit", function (event) {
      if (!window.confirm(form.getAttribute("data-confirm"))) event.preventDefault();
    });
  });

  // The deal form: a live preview of the payments, asked of the server (which alone
  // knows the rules) through the JSON API. The form posts normally whatever happens here.
  // Dotted names nest; a number segment indexes a list (events.0.type), as the server
  // reads them. Lists touched are noted so that their empty slots can be dropped.
  function isIndex(part) { return /^[0-9]+$/.test(part); }

  function setPath(obj, path, value, lists) {
    var parts = path.split(".");
    var here = obj;
    for (var i = 0; i < parts.length - 1; i++) {
      var key = isIndex(parts[i]) ? Number(parts[i]) : parts[i];
      var list = isIndex(parts[i + 1]);
      if (typeof here[key] !== "object" || here[key] === null) here[key] = list ? [] : {};
      if (list && lists.indexOf(here[key]) < 0) lists.push(here[key]);
      here = here[key];
    }
    var last = parts[parts.length - 1];
    here[isIndex(last) ? Number(last) : last] = value;
  }

  function blank(v) {
    return v === undefined || v === null ||
      (typeof v === "object" && !Array.isArray(v) && Object.keys(v).length === 0);
  }

  function dealFacts(form) {
    var json = form.querySelector("textarea[name=_json]");
    if (json && json.value.trim() !== "") return JSON.parse(json.value);
    var extra = form.querySelector("input[name=_extra]");
    var facts = extra && extra.value ? JSON.parse(extra.value) : {};
    var lists = [];
    form.querySelectorAll("[data-kind]").forEach(function (box) {
      var name = box.getAttribute("data-field");
      var kind = box.getAttribute("data-kind");
      var value;
      if (kind === "string") {
        var input = box.querySelector("select, input");
        if (input && input.value.trim() !== "") value = input.value.trim();
      } else if (kind === "number") {
        var n = box.querySelector("input");
        if (n && n.value.trim() !== "") value = Number(n.value.trim());
      } else if (kind === "per_player") {
        var per = {};
        var any = false;
        box.querySelectorAll("input[data-player]").forEach(function (i) {
          if (i.value.trim() !== "") any = true;
          per[i.getAttribute("data-player")] = i.value.trim() === "" ? 0 : Number(i.value.trim());
        });
        if (any) value = per;
      } else if (kind === "list") {
        var chosen = [];
        box.querySelectorAll("input:checked").forEach(function (i) { chosen.push(i.value); });
        if (chosen.length) value = chosen;
      } else if (kind === "flag") {
        var c = box.querySelector("input");
        if (c && c.checked) value = true;
      } else if (kind === "json") {
        var t = box.querySelector("textarea");
        if (t && t.value.trim() !== "") value = JSON.parse(t.value);
      }
      if (value !== undefined) setPath(facts, name, value, lists);
    });
    lists.forEach(function (list) {
      for (var i = list.length - 1; i >= 0; i--) if (blank(list[i])) list.splice(i, 1);
    });
    return facts;
  }

  function text(tag, content, cls) {
    var el = document.createElement(tag);
    el.textContent = content;
    if (cls) el.className = cls;
    return el;
  }

  function words(code) { return String(code || "").replace(/_/g, " "); }

  function signed(n) { return (n > 0 ? "+" : "") + n; }

  // The game's own reading of the deal, in words: {lines: [{player, score, items:
  // [[label, n]...]}], note?}.
  function showDealScore(box, reading) {
    if (!reading || !reading.lines || !reading.lines.length) return;
    var panel = document.createElement("div");
    panel.className = "deal-score";
    panel.appendChild(text("h3", "The deal counts"));
    reading.lines.forEach(function (line) {
      var who = document.createElement("p");
      who.className = "who";
      who.setAttribute("data-score", line.player);
      who.appendChild(document.createTextNode(line.player + " "));
      who.appendChild(text("strong", String(line.score)));
      var items = (line.items || []).map(function (it) { return it[0] + " " + it[1]; });
      if (items.length) who.appendChild(text("span", " (" + items.join(" + ") + ")", "muted"));
      panel.appendChild(who);
    });
    if (reading.note) panel.appendChild(text("p", reading.note, "muted"));
    box.appendChild(panel);
  }

  // The answer of POST /api/v1/parties/{id}/preview:
  // {transfers: [{from, to, amount, reason}], net: {player: n}, balances, pots,
  //  reading?} or {errors: [{detail}]}.
  function showPreview(box, body) {
    box.innerHTML = "";
    box.hidden = false;
    if (body.errors) {
      box.appendChild(text("p", "Not yet a valid deal:", "muted"));
      body.errors.forEach(function (e) { box.appendChild(text("p", e.detail, "error")); });
      return;
    }
    showDealScore(box, body.reading);
    box.appendChild(text("h3", "If recorded as it stands"));
    if (body.net) {
      box.appendChild(text("p", Object.keys(body.net).map(function (k) {
        return k + " " + signed(body.net[k]);
      }).join(" · ")));
    }
    var transfers = body.transfers || [];
    if (transfers.length) {
      var list = document.createElement("ul");
      list.className = "plain";
      transfers.forEach(function (t) {
        list.appendChild(text("li", words(t.from) + " → " + words(t.to) + ": " + t.amount + " (" + words(t.reason) + ")"));
      });
      box.appendChild(list);
    } else {
      box.appendChild(text("p", "No payment.", "muted"));
    }
    if (body.balances) {
      box.appendChild(text("p", "Balances then: " + Object.keys(body.balances).map(function (k) {
        return k + " " + body.balances[k];
      }).join(" · "), "muted"));
    }
  }

  document.querySelectorAll("form.deal-form[data-preview]").forEach(function (form) {
    var box = form.querySelector(".preview");
    if (!box || !window.fetch) return;
    var timer = null;
    var asked = 0;
    function preview() {
      var facts;
      try { facts = dealFacts(form); } catch (e) { box.hidden = true; return; }
      var mine = ++asked;
      fetch(form.getAttribute("data-preview"), {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept": "application/json" },
        body: JSON.stringify(form.hasAttribute("data-deal")
          ? { facts: facts, deal: Number(form.getAttribute("data-deal")) }
          : { facts: facts })
      }).then(function (r) {
        return r.json();
      }).then(function (body) {
        if (mine === asked) showPreview(box, body);
      }).catch(function () { box.hidden = true; });
    }
    form.addEventListener("input", function () {
      clearTimeout(timer);
      timer = setTimeout(preview, 400);
    });
    form.addEventListener("change", function () {
      clearTimeout(timer);
      timer = setTimeout(preview, 150);
    });
  });
})();
