import type { BrowserContext } from "playwright-core";

/**
 * A stand-in for Google's `https://apis.google.com/js/api.js` (STACK.md "Identity"): the Firebase
 * client and the Auth emulator's helper iframe both load it for `gapi.iframes`, the channel over
 * which the emulator's popup hands the sign-in result back to the page. The machine is offline, so
 * the test serves this small implementation instead: the same calls, carried by postMessage.
 * Everything else of the sign-in (the popup, the fake account chooser, the emulator's token) is real.
 */
const GAPI_STAND_IN = `(function () {
  var KEY = "__gapiStandIn";
  var FILTER = { standIn: true };
  var channels = [];

  function Channel(getTarget) {
    this.getTarget = getTarget;
    this.handlers = {};
    this.queued = {};
    this.callbacks = {};
    this.pongs = [];
    this.seq = 0;
    channels.push(this);
  }
  Channel.prototype.post = function (msg) {
    var target = this.getTarget();
    if (!target) return;
    var wrapped = {};
    wrapped[KEY] = msg;
    target.postMessage(wrapped, "*");
  };
  Channel.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
    var waiting = this.queued[type] || [];
    delete this.queued[type];
    for (var i = 0; i < waiting.length; i++) this.deliver(waiting[i]);
  };
  Channel.prototype.send = function (type, data, callback) {
    var id = ++this.seq;
    if (callback) this.callbacks[id] = callback;
    this.post({ kind: "send", type: type, data: data, id: id });
  };
  Channel.prototype.deliver = function (msg) {
    var handler = this.handlers[msg.type];
    if (!handler) {
      (this.queued[msg.type] = this.queued[msg.type] || []).push(msg);
      return;
    }
    var result;
    try {
      result = handler(msg.data);
    } catch (e) {
      result = { status: "ERROR" };
    }
    this.post({ kind: "reply", id: msg.id, result: [result] });
  };
  Channel.prototype.receive = function (msg) {
    if (msg.kind === "send") this.deliver(msg);
    else if (msg.kind === "reply") {
      var callback = this.callbacks[msg.id];
      delete this.callbacks[msg.id];
      if (callback) {
        try {
          callback(msg.result);
        } catch (e) {}
      }
    } else if (msg.kind === "ping") this.post({ kind: "pong" });
    else if (msg.kind === "pong") {
      var pongs = this.pongs;
      this.pongs = [];
      for (var i = 0; i < pongs.length; i++) pongs[i]();
    }
  };

  window.addEventListener("message", function (e) {
    var msg = e.data && e.data[KEY];
    if (!msg) return;
    for (var i = 0; i < channels.length; i++) {
      if (channels[i].getTarget() === e.source) channels[i].receive(msg);
    }
  });

  function openIframe(options, onOpened) {
    var frame = document.createElement("iframe");
    var attributes = options.attributes || {};
    for (var name in attributes) {
      if (name === "style") {
        for (var prop in attributes.style) frame.style[prop] = attributes.style[prop];
      } else frame.setAttribute(name, attributes[name]);
    }
    frame.src = options.url;
    (options.where || document.body).appendChild(frame);
    var channel = new Channel(function () {
      return frame.contentWindow;
    });
    var api = {
      restyle: function () {
        return Promise.resolve();
      },
      ping: function (callback) {
        return new Promise(function (resolve) {
          var timer = setInterval(function () {
            channel.post({ kind: "ping" });
          }, 50);
          channel.pongs.push(function () {
            clearInterval(timer);
            if (callback) callback();
            resolve();
          });
        });
      },
      register: function (type, handler) {
        channel.register(type, handler);
      },
      send: function (type, data, callback) {
        channel.send(type, data, callback);
      },
    };
    return Promise.resolve(onOpened ? onOpened(api) : api);
  }

  var parentChannel = null;
  var context = {
    open: openIframe,
    getParentIframe: function () {
      parentChannel = parentChannel || new Channel(function () {
        return window.parent !== window ? window.parent : null;
      });
      return parentChannel;
    },
  };
  // Answers the parent's pings as soon as this frame has the stand-in.
  if (window.parent !== window) context.getParentIframe();

  var gapi = (window.gapi = window.gapi || {});
  gapi.iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
    Iframe: function () {},
    getContext: function () {
      return context;
    },
  };
  gapi.load = function (_name, options) {
    var callback = typeof options === "function" ? options : options && options.callback;
    if (callback) setTimeout(callback, 0);
  };

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get("onload") : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === "function") window[onload]();
    if (typeof window.gapi_onload === "function") window.gapi_onload();
  }, 0);
})();
`;

/** Serves the stand-in for api.js to every page and frame of `context`; nothing else leaves the machine. */
export async function serveGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route("https://apis.google.com/js/api.js**", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: GAPI_STAND_IN }),
  );
}
