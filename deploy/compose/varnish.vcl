vcl 4.1;

# The public site behind Varnish 7.1 with the xkey vmod (Debian: apt-get install varnish
# varnish-modules). Pages stay at the edge for weeks and are purged one by one when the publisher
# changes them (EDGE_PURGE=varnish, VARNISH_URLS; README, "Edge cache"); browsers revalidate every
# visit against the edge (the origin's Cache-Control, ETag and Last-Modified pass through).
#
# Usable as it is, with its defaults: the origin on 127.0.0.1:4321 (src/publisher/origin/serve-site.ts, as
# `npm start` and `npm run serve` run it, with EDGE_PURGE set so that it names each page's key) and
# the publisher on the same machine. Elsewhere, change the backend and the purgers below, or let
# `node scripts/edge-vcl.ts` write them (VARNISH_BACKEND, VARNISH_PURGERS). Run it with:
#   varnishd -a :80 -f /etc/varnish/site.vcl -s malloc,256m

import std;
import xkey;

backend default {
    .host = "172.30.0.10";
    .port = "4321";
}

# Who may purge: the publisher's address. Matched against the connection's own address
# (client.ip), never X-Forwarded-For, which any visitor can write.
acl purgers {
    "172.30.0.11";
}

sub vcl_recv {
    # A preview of an item's page (the API's, forwarded by the origin) is one admin's, never kept.
    if (req.url ~ "^/preview/") {
        return (pass);
    }
    # One cache object per page, whatever the spelling of its URL: the origin ignores query strings
    # and answers /news, /news/ and /news/index.html with the same file. Folding them here also
    # keeps a visitor's ?utm=… or ?random=… from reaching the origin or filling the cache.
    set req.url = regsub(req.url, "[?#].*$", "");
    set req.url = regsuball(req.url, "/{2,}", "/");
    set req.url = regsub(req.url, "/index\.html$", "/");
    if (req.url ~ "^/.+/$") {
        set req.url = regsub(req.url, "/+$", "");
    }

    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        # A full publish (a change of the site's code) may change every file: forget everything.
        # A PURGE with a header rather than the customary BAN method, which much HTTP tooling
        # (Node's parser among it) refuses to parse: every purge is one method, behind one ACL.
        if (req.http.Purge-All == "true") {
            if (std.ban("obj.status != 0")) {
                return (synth(200, "Banned everything"));
            }
            return (synth(500, std.ban_error()));
        }
        # The publisher's purge: the changed pages' keys, separated by spaces. A hard purge, so that
        # the next read of a changed page is fresh from the origin, never the stale copy.
        if (req.http.xkey-purge) {
            set req.http.n-gone = xkey.purge(req.http.xkey-purge);
            return (synth(200, "Purged " + req.http.n-gone + " objects"));
        }
        return (purge);
    }

    # Pages are the same for everyone: the site sets no cookie the origin reads (the loading
    # screen's session cookie is read by the page's script), so none may split or bypass the cache.
    unset req.http.Cookie;
}

sub vcl_backend_response {
    # Hashed assets (/_astro/) keep the origin's year: their names change with their content.
    # Uploads: the API names every file anew and calls it immutable, but a deleted item's files
    # should not stay reachable at the edge for a year.
    if (bereq.url ~ "^/uploads/" && beresp.ttl > 1d) {
        set beresp.ttl = 1d;
    }
    # A page the origin names a purge key for (serve-site.ts, when EDGE_PURGE is set) stays as long
    # as the origin's Surrogate-Control says (weeks; an unknown path's 404 an hour): the publisher
    # purges it the moment it changes, and creating a page purges its 404. The Cache-Control that
    # browsers get (revalidate every visit) is left as it is. Without a key nobody would purge the
    # page, so the origin's Cache-Control alone decides, as for any other answer.
    if (beresp.http.xkey && beresp.http.Surrogate-Control ~ "max-age=[0-9]+") {
        set beresp.ttl = std.duration(
            regsub(beresp.http.Surrogate-Control, "^.*max-age=([0-9]+).*$", "\1s"), 0s);
        # Served stale for a while if the origin is down when a page expires; kept to revalidate
        # against the origin with its ETag instead of fetching it whole.
        set beresp.grace = 1d;
        set beresp.keep = 1d;
        # Past the built-in rules, which would not keep a page the origin answers with max-age=0
        # (every page) or no-cache (a 404).
        return (deliver);
    }
}

sub vcl_deliver {
    # Whether this answer came from the cache, for operators and tests (Age says for how long).
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # Meant for this cache only, not for browsers.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Surrogate-Control;
    unset resp.http.CDN-Cache-Control;
}
