/**
 * @generated SignedSource<<b27e9c223ea25ee0bc9603084bfed367>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProjectReviewsTestQuery$variables = Record<PropertyKey, never>;
export type ProjectReviewsTestQuery$data = {
  readonly portfolioProject: {
    readonly " $fragmentSpreads": FragmentRefs<"ProjectReviews_project">;
  } | null | undefined;
};
export type ProjectReviewsTestQuery = {
  response: ProjectReviewsTestQuery$data;
  variables: ProjectReviewsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "shop"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProjectReviewsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "PortfolioProject",
        "kind": "LinkedField",
        "name": "portfolioProject",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProjectReviews_project"
          }
        ],
        "storageKey": "portfolioProject(slug:\"shop\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProjectReviewsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "PortfolioProject",
        "kind": "LinkedField",
        "name": "portfolioProject",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "forSale",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PortfolioProjectFeedback",
            "kind": "LinkedField",
            "name": "feedback",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reviewsCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ratingAverage",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "users",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PortfolioReview",
            "kind": "LinkedField",
            "name": "reviews",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rating",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "text",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": "portfolioProject(slug:\"shop\")"
      }
    ]
  },
  "params": {
    "cacheID": "5efd75d94ffe7b2429f51fb0e3fe81c0",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "portfolioProject": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PortfolioProject"
        },
        "portfolioProject.feedback": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PortfolioProjectFeedback"
        },
        "portfolioProject.feedback.ratingAverage": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Float"
        },
        "portfolioProject.feedback.reviewsCount": (v2/*:: as any*/),
        "portfolioProject.feedback.users": (v2/*:: as any*/),
        "portfolioProject.forSale": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "portfolioProject.id": (v3/*:: as any*/),
        "portfolioProject.reviews": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PortfolioReview"
        },
        "portfolioProject.reviews.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "portfolioProject.reviews.id": (v3/*:: as any*/),
        "portfolioProject.reviews.rating": (v2/*:: as any*/),
        "portfolioProject.reviews.text": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        }
      }
    },
    "name": "ProjectReviewsTestQuery",
    "operationKind": "query",
    "text": "query ProjectReviewsTestQuery {\n  portfolioProject(slug: \"shop\") {\n    ...ProjectReviews_project\n    id\n  }\n}\n\nfragment ProjectReviews_project on PortfolioProject {\n  forSale\n  feedback {\n    reviewsCount\n    ratingAverage\n    users\n  }\n  reviews {\n    id\n    rating\n    text\n    createdAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "c1306c78a8443de4f67714602318d737";

export default node;
