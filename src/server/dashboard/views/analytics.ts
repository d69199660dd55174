/** One bar chart as inline SVG (no script): a title, bars with tooltips, a few date ticks. */
export const CHART = `<figure>
  <figcaption id="<%= it.chart.id %>-title"><%= it.chart.title %></figcaption>
  <svg class="chart" viewBox="0 0 <%= it.chart.width %> <%= it.chart.height %>" role="img" aria-labelledby="<%= it.chart.id %>-title <%= it.chart.id %>-desc">
    <desc id="<%= it.chart.id %>-desc"><%= it.chart.summary %></desc>
    <text x="8" y="12">max <%= it.chart.maxText %></text>
    <line class="axis" x1="0" x2="<%= it.chart.width %>" y1="<%= it.chart.base %>" y2="<%= it.chart.base %>"></line>
<% for (const b of it.chart.bars) { %>
    <rect class="bar" x="<%= b.x %>" y="<%= b.y %>" width="<%= b.w %>" height="<%= b.h %>"><title><%= b.label %></title></rect>
<% if (b.tick) { %>    <text x="<%= b.x %>" y="<%= it.chart.height - 8 %>"><%= b.tick %></text>
<% } %>
<% } %>
  </svg>
</figure>
`;

/** The last 14 days of a project: visits, bandwidth, status codes. */
export const ANALYTICS = `<% layout('@layout') %>
<h1>Analytics of <%= it.domain %></h1>
<%~ include('@project-nav', it) %>
<p class="muted">Last <%= it.days %> days (<%= it.range[0] %> to <%= it.range[it.range.length - 1] %>), computed <%= it.computed %>.</p>
<% if (it.unreachable.length > 0) { %><p class="notice error" role="alert">Traffic of these edges is missing (unreachable): <%= it.unreachable.join(', ') %>.</p><% } %>
<%~ include('@chart', { chart: it.visits }) %>
<%~ include('@chart', { chart: it.bandwidth }) %>
<%~ include('@chart', { chart: it.statusChart }) %>
<h2>Status codes</h2>
<div class="table-wrap">
<table>
  <thead><tr><th scope="col">Status</th><th scope="col" class="num">Requests</th></tr></thead>
  <tbody>
<% for (const s of it.statuses) { %>
    <tr><td><%= s.code %></td><td class="num"><%= s.total %></td></tr>
<% } %>
<% if (it.statuses.length === 0) { %><tr><td colspan="2" class="muted">No requests yet.</td></tr><% } %>
  </tbody>
</table>
</div>
`;
