/** The sign-in form: inputs `email` and `password` (a contract of the dashboard). */
export const SIGNIN = `<% layout('@layout') %>
<h1>Sign in</h1>
<p>Use the email and password of your sitepub account. Signing in never creates an account.</p>
<form class="stack" method="post" action="/dashboard/signin">
  <input type="hidden" name="_csrf" value="<%= it.csrf %>">
  <% if (it.next) { %><input type="hidden" name="next" value="<%= it.next %>"><% } %>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="<%= it.email %>">
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <div><button type="submit">Sign in</button></div>
</form>
`;
