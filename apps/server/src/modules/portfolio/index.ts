// The portfolio area as other areas see it.
export { presentPortfolioItem } from './portfolio.presenter';
export { portfolioRoutes } from './portfolio.routes';
export { listPortfolio } from './portfolio.service';
