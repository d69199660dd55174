/** The page frame: skip link, top navigation (signed in), the result notice, then the page. */
export const LAYOUT = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title><%= it.title %> · sitepub</title>
<link rel="stylesheet" href="/dashboard/assets/dashboard.css">
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="top">
  <a class="brand" href="/dashboard">sitepub dashboard</a>
<% if (it.user) { %>
  <nav aria-label="Main">
    <ul>
      <li><a href="/dashboard"<% if (it.nav === 'projects') { %> aria-current="page"<% } %>>Projects</a></li>
      <li><a href="/dashboard/tokens"<% if (it.nav === 'tokens') { %> aria-current="page"<% } %>>Sessions &amp; tokens</a></li>
      <li><a href="/dashboard/account"<% if (it.nav === 'account') { %> aria-current="page"<% } %>>Account</a></li>
    </ul>
  </nav>
  <form method="post" action="/dashboard/signout">
    <input type="hidden" name="_csrf" value="<%= it.csrf %>">
    <span class="muted"><%= it.user %></span>
    <button class="secondary" type="submit">Sign out</button>
  </form>
<% } %>
</header>
<main id="main" tabindex="-1">
<% if (it.notice) { %>
  <div class="notice <%= it.notice.kind %>" role="<%= it.notice.kind === 'error' ? 'alert' : 'status' %>"><%= it.notice.text %></div>
<% } %>
<%~ it.body %>
</main>
</body>
</html>
`;

/** Sub-navigation of a project's pages. */
export const PROJECT_NAV = `<nav class="sub" aria-label="Project">
  <ul>
<% for (const [slug, label] of it.projectTabs) { %>
    <li><a href="/dashboard/projects/<%= encodeURIComponent(it.domain) %><%= slug ? '/' + slug : '' %>"<% if (it.tab === slug) { %> aria-current="page"<% } %>><%= label %></a></li>
<% } %>
  </ul>
</nav>
`;

/** A page that only says something went wrong (404 of an unknown project, 403 of a project not yours, …). */
export const ERROR_PAGE = `<% layout('@layout') %>
<h1><%= it.title %></h1>
<p><a href="/dashboard">Back to your projects</a></p>
`;
